import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Koa, { type Context, type Middleware } from 'koa';
import type Router from '@koa/router';
import compress from 'koa-compress';
import pino, { type Logger } from 'pino';
import type { Config } from './config';
import { createPostgresDatabaseIfMissing } from './db/create-postgres-database';
import { type Db, openDatabase } from './db/database';
import { openChannel } from './db/postgres-channel';
import { migrateToLatest } from './db/migrate';
import { pruneRateLimits } from './infra/rate-limits.repo';
import { ensureAdmin, readDemoData, type SeedResult, seedDemoData } from './db/seed/demo-seed';
import type { Deps } from './deps';
import type { AppState } from './http/app-state';
import { isApiPath } from './http/api-router';
import { currentUser } from './http/current-user';
import { createKnownReaders } from './http/known-readers';
import { jsonBody } from './http/json-body';
import { noNulText } from './http/no-nul-text';
import { pruneIdempotencyKeys } from './http/idempotency';
import { pokeOnWrite } from './http/poke-on-write';
import { createPublicCache } from './http/public-cache';
import { type PublicVersion, publicVersionFor } from './infra/public-version';
import { databaseFault } from './db/database-faults';
import { errorHandler } from './http/error-handler';
import { readableTarget } from './http/readable-target';
import { HttpError, notFound } from './http/errors';
import { requestLog } from './http/request-log';
import { createRouters, pageReads } from './routes';
import { sameOriginWrites } from './http/same-origin';
import { inlineScriptHashes, securityHeaders } from './http/security-headers';
import { sessionCookie, sessionKeys, sessionMiddleware } from './http/session';
import { staticFiles } from './http/static-files';
import { createPageRenderer, loadPageRenderer } from './http/server-rendered-pages';
import { visitorReader } from './http/public-reads';
import { checkedAnswers } from './http/checked-answers';
import { createLiveHub, sharedLiveHub } from './infra/live-events';
import { createMailer } from './infra/mailer';
import { openPhotoStore } from './infra/open-photo-store';
import { expireHolds, sendPickupReminders } from './modules/requests/purchase-request.service';
import { pruneUploadTokens } from './modules/images/uploads.service';
import { createSecretBox, encryptionKey } from './infra/secret-box';

export interface CreatedApp {
  app: Koa<AppState>;
  config: Config;
  db: Db;
  log: Logger;
  seed: SeedResult | null;
  /** The API's routers, for tests that walk every route. */
  routers: Router<AppState>[];
  close(): Promise<void>;
}

const holdSweepMs = 60_000;

/** A sweep the database failed (out of reach, busy, a full disk) is tried again at the next: a warning, not an error. */
const sweepFailed = (log: Logger, failed: string) => (error: unknown) => {
  const fault = databaseFault(error);
  if (fault) log.warn({ err: error }, `${failed}: ${fault}`);
  else log.error({ err: error }, failed);
};

/** The built index.html every page is made from; empty where the app is not built. */
function pageTemplate(staticDir: string): string {
  const file = path.join(staticDir, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

/** Public pages drawn on the server for a first visit, where the build made a renderer; a page it cannot draw gets the app shell. */
async function pageRendering(
  config: Config,
  publicCache: ReturnType<typeof createPublicCache>,
  publicVersion: PublicVersion,
  readApi: (apiPath: string) => Promise<unknown>,
  log: Logger,
) {
  const renderer = await loadPageRenderer(config.staticDir);
  if (!renderer) return undefined;
  const pages = createPageRenderer(renderer, pageTemplate(config.staticDir), config.publicUrl, publicVersion, readApi);
  return async (ctx: Context) => {
    // The path as Koa read it, also from an absolute-form target.
    const page = pages.pageOf(`${ctx.path}${ctx.search}`);
    if (!page) return false;
    ctx.vary('Accept');
    try {
      return await publicCache.page(ctx, page.key, page.keep, () => pages.draw(page.key));
    } catch (error) {
      log.error({ err: error, url: ctx.url }, 'rendering a page failed: the app shell answers');
      return false;
    }
  };
}

/** Pokes for this process's apps on SQLite; on PostgreSQL, for every process's, through a LISTEN/NOTIFY channel. */
function liveHubFor(db: Db, databaseUrl: string | null, log: Logger) {
  if (!databaseUrl) return { hub: createLiveHub(), close: () => Promise.resolve() };
  return sharedLiveHub((listener) => openChannel(db, databaseUrl, 'stagehouse_live', listener), {
    sendFailed: (error) => log.warn({ err: error }, 'a live update could not be sent to the other server processes'),
    lost: (error) =>
      log.warn({ err: error }, 'live updates from the other server processes stopped: listening again as soon as the database answers'),
    back: () => log.info('live updates from the other server processes are back: every open app pulls'),
  });
}

const dataRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../data');

/** Opens and migrates the database, seeds on first start, and builds the app without listening. */
export async function createApp(config: Config, log: Logger = pino({ level: config.logLevel })): Promise<CreatedApp> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (config.databaseUrl) await createPostgresDatabaseIfMissing(config.databaseUrl);
  const db = openDatabase(config, (error) =>
    log.warn({ cause: error.message }, 'a PostgreSQL connection broke: any request on it answered 503'),
  );
  await migrateToLatest(db);
  const seed = config.seedDemo ? await seedDemoData(db, readDemoData(dataRoot)) : null;
  await ensureAdmin(db, config.admin);
  await pruneIdempotencyKeys(db);
  await pruneRateLimits(db);
  await pruneUploadTokens(db);

  const keys = sessionKeys(config.sessionKeys, config.dataDir);
  const publicVersion = publicVersionFor(db, keys[0]!);
  const readers = createKnownReaders();
  const publicCache = createPublicCache(sessionCookie, publicVersion, readers);
  const live = liveHubFor(db, config.databaseUrl, log);
  const deps: Deps = {
    config,
    db,
    log,
    mailer: createMailer(db, config.smtpUrl, config.mailFrom, log),
    secretBox: createSecretBox(encryptionKey(config.encryptionKey, config.dataDir)),
    photos: openPhotoStore(db, config, log),
    cachedPublic: publicCache.cached as Middleware,
    publicVersion,
    live: live.hub,
  };
  // Behind a proxy, the client's address is the one the proxy added last: earlier X-Forwarded-For entries are the client's own word.
  const app = new Koa<AppState>({ proxy: config.trustProxy, maxIpsCount: 1, keys });

  app.on('error', (error: Error & { code?: string }) => {
    // A client that goes away mid-answer, or sends what is not HTTP (Node's parser's HPE_ codes), is not a server fault.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.code === 'ECONNRESET') return;
    if (error.code?.startsWith('HPE_')) log.debug({ err: error }, 'a request that is not HTTP');
    else log.error({ err: error }, 'unhandled');
  });
  app.use(requestLog(log));
  app.use(errorHandler(log));
  app.use(readableTarget);
  app.use((ctx, next) => {
    ctx.state.db = db;
    return next();
  });
  app.use(securityHeaders(config.mapTileUrl, inlineScriptHashes(pageTemplate(config.staticDir))));
  app.use(compress({ threshold: 1024, br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } }));
  app.use(
    staticFiles(config.staticDir, await pageRendering(config, publicCache, publicVersion, visitorReader(db, pageReads(config)), log)),
  );
  app.use(publicCache.serveAnonymousHit);
  app.use(sameOriginWrites(config.publicUrl));
  app.use(sessionMiddleware(app, db, config.publicUrl.startsWith('https:')));
  app.use(jsonBody);
  app.use(noNulText);
  app.use(currentUser(db, readers));
  app.use(publicCache.invalidateOnWrite);
  app.use(pokeOnWrite(deps.live));
  app.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body == null) throw notFound(isApiPath(ctx.path) ? 'No such API endpoint' : 'Not found');
  });
  if (config.env === 'test') app.use(checkedAnswers);
  const { site, admin } = createRouters(deps);
  const siteMethods = site.allowedMethods({
    throw: true,
    notImplemented: () => new HttpError(405, 'This method is not allowed here'),
  }) as Middleware<AppState>;
  app.use(site.routes());
  // OPTIONS and 405 only for the site's own paths: a back office route tells nobody but an admin even its methods.
  app.use((ctx, next) => ((ctx as { matched?: unknown[] }).matched?.length ? siteMethods(ctx, () => Promise.resolve()) : next()));
  app.use(admin.routes());

  // Holds whose pickup window passed end by themselves; buyers hear the day before pickup.
  const messengers = { ...deps, publicUrl: config.publicUrl };
  const sweep = setInterval(() => {
    void expireHolds(db, messengers)
      .then((ended) => (ended > 0 ? publicCache.invalidate() : undefined))
      .catch(sweepFailed(log, 'ending holds failed'));
    void sendPickupReminders(db, messengers).catch(sweepFailed(log, 'pickup reminders failed'));
  }, holdSweepMs);
  sweep.unref();

  return {
    app,
    config,
    db,
    log,
    seed,
    routers: [site, admin],
    close: async () => {
      clearInterval(sweep);
      await live.close();
      await db.destroy();
    },
  };
}
