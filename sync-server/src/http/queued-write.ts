import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type Router from '@koa/router';
import compose from 'koa-compose';
import type { Context } from 'koa';
import type { Endpoint } from '@stagehouse/shared/endpoint';
import { endpoints } from '@stagehouse/shared/endpoints';
import type { Logger } from 'pino';
import type { SyncMutation, SyncPushResult } from '@stagehouse/shared/sync.schema';
import type { Db } from '../db/database';
import type { AppState } from './app-state';
import { diskFull } from '../db/database-faults';
import { errorAnswer, logFailure } from './error-handler';
import { HttpError } from './errors';
import { endpointOf } from './endpoint-routes';

/** The route of the table's endpoint a queued write calls: only endpoints that take an Idempotency-Key may come queued. */
function queuedRoute(router: Router<AppState>, method: string, path: string) {
  return router.match(path, method).pathAndMethod.find((layer) => {
    const name = typeof layer.path === 'string' ? endpointOf(method, layer.path) : undefined;
    const endpoint: Endpoint | undefined = name && endpoints[name];
    return endpoint?.headers?.includes('Idempotency-Key') === true;
  });
}

function outcomeOf(status: number, replayed: boolean): SyncPushResult['outcome'] {
  if (status < 400) return replayed ? 'replayed' : 'applied';
  if (status === 412) return 'conflict';
  return status >= 500 || status === 408 || status === 429 ? 'failed' : 'refused';
}

/** A queued write's answer, and whether what it did is seen by the writer alone (its route is a private write). */
export interface QueuedWriteDone {
  result: SyncPushResult;
  privateWrite: boolean;
}

/**
 * Calls the handlers of the endpoint a queued write names, as its own request would (same guards,
 * validation, Idempotency-Key, If-Match and a buyer's request token), by the sender of the batch, on
 * `db` (the write's transaction). The handlers take a Koa context, so the write gets one of its own.
 */
export async function runQueuedWrite(
  parent: Context & { state: AppState },
  router: Router<AppState>,
  mutation: SyncMutation,
  db: Db,
  log: Logger,
): Promise<QueuedWriteDone> {
  const url = new URL(mutation.url, 'http://batch.invalid');
  const req = new IncomingMessage(new Socket());
  req.method = mutation.method;
  req.url = url.pathname + url.search;
  req.headers = {
    'content-type': 'application/json',
    'idempotency-key': mutation.id,
    ...(mutation.ifMatch ? { 'if-match': mutation.ifMatch } : {}),
    ...(mutation.requestToken ? { 'x-request-token': mutation.requestToken } : {}),
  };
  const ctx = parent.app.createContext<AppState>(req, new ServerResponse(req));
  ctx.request.ip = parent.ip;
  ctx.request.body = mutation.body ?? {};
  ctx.request.rawBody = JSON.stringify(mutation.body ?? {});
  ctx.state = { user: parent.state.user, db };
  try {
    const route = queuedRoute(router, mutation.method, url.pathname);
    if (!route) throw new HttpError(404, 'Not found');
    ctx.params = route.params(url.pathname, route.captures(url.pathname));
    await compose(route.stack)(ctx as Parameters<(typeof route.stack)[number]>[0]);
    const replayed = ctx.response.get('Idempotent-Replayed') === 'true';
    return {
      result: { id: mutation.id, outcome: outcomeOf(ctx.status, replayed), status: ctx.status, body: ctx.body ?? null },
      privateWrite: ctx.state.privateWrite === true,
    };
  } catch (error) {
    // A full disk fails the whole batch: SQLite has undone the batch's transaction already, and no later write of it could be kept.
    if (diskFull(error)) throw error;
    const answer = errorAnswer(error);
    logFailure(log, error, answer.status, { method: mutation.method, url: mutation.url }, 'queued write failed');
    return {
      result: { id: mutation.id, outcome: outcomeOf(answer.status, false), status: answer.status, body: answer.body },
      privateWrite: true,
    };
  }
}
