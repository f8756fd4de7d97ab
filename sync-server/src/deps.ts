import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/database';
import type { LiveHub } from './infra/live-events';
import type { Mailer } from './infra/mailer';
import type { PhotoStore } from './infra/photo-store';
import type { PublicVersion } from './infra/public-version';
import type { SecretBox } from './infra/secret-box';

/** What every route and service is built from; handed down, never hung on the Koa app. */
export interface Deps {
  config: Config;
  db: Db;
  log: Logger;
  mailer: Mailer;
  secretBox: SecretBox;
  /** Uploaded photos: the bucket, the database or DATA_DIR/uploads (never called inside a transaction). */
  photos: PhotoStore;
  /** Pokes to the open apps (server-sent events). */
  live: LiveHub;
  /** Route middleware: public answers cached with ETag until the next write. */
  cachedPublic: Middleware;
  /** The count of writes buyers may see: a page drawn at one count is up to date while it holds. */
  publicVersion: PublicVersion;
}
