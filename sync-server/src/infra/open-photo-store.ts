import type { Logger } from 'pino';
import type { Config } from '../config';
import { type Db, isPostgres } from '../db/database';
import { assertOutsideTransaction } from '../db/held-transaction';
import { databasePhotoStore } from './database-photo-store';
import { diskPhotoStore } from './disk-photo-store';
import type { PhotoStore } from './photo-store';
import { s3PhotoStore } from './s3-photo-store';

/**
 * A store that fails at once when called while a transaction is held, and whose removals, which
 * come after the rows that showed the photo are gone, log a failure and leave the file behind.
 */
function outsideTransactions(store: PhotoStore, log: Logger): PhotoStore {
  const free =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A) => {
      assertOutsideTransaction('The photo store');
      return call(...args);
    };
  return {
    put: free(store.put),
    read: free(store.read),
    describe: free(store.describe),
    remove: free((name) =>
      store
        .remove(name)
        .catch((error: unknown) => log.warn({ err: error, name }, 'a photo no listing shows could not be removed: left stored')),
    ),
  };
}

/**
 * The bucket S3_URL names, on either database; else on PostgreSQL the database keeps the photos,
 * since the server processes that share it share no disk, and on SQLite DATA_DIR/uploads keeps them,
 * where existing installs have theirs.
 */
export function openPhotoStore(db: Db, config: Pick<Config, 'dataDir' | 'photoBucket'>, log: Logger): PhotoStore {
  const store = config.photoBucket
    ? s3PhotoStore(config.photoBucket)
    : isPostgres(db)
      ? databasePhotoStore(db)
      : diskPhotoStore(config.dataDir, log);
  return outsideTransactions(store, log);
}
