import type Router from '@koa/router';
import type { Logger } from 'pino';
import type { User } from '@stagehouse/shared/user.schema';
import type { SyncMutation, SyncPushResult } from '@stagehouse/shared/sync.schema';
import type { Db } from '../db/database';
import type { AppState } from './app-state';
import { diskFull } from '../db/database-faults';
import { errorAnswer, logFailure } from './error-handler';
import { badRequest, notFound, nulMessage } from './errors';
import { pathHoldsNul } from './no-nul-text';
import { runWrite, writeOf } from './write-routes';

/** The write a batch names: the route of a write registered by `addWrite` at its method and path, and the path's parameters. */
function queuedWriteAt(router: Router<AppState>, method: string, path: string) {
  for (const layer of router.match(path, method).pathAndMethod) {
    const write = writeOf(layer.stack.at(-1));
    if (write) return { write, params: layer.params(path, layer.captures(path)) };
  }
  return undefined;
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
 * Runs the write a queued mutation names, as its own request would (same guards, validation,
 * Idempotency-Key, If-Match and a buyer's request token), by the sender of the batch, on `db` (the
 * write's transaction).
 */
export async function runQueuedWrite(
  sender: { user: User | undefined; ip: string },
  router: Router<AppState>,
  mutation: SyncMutation,
  db: Db,
  log: Logger,
): Promise<QueuedWriteDone> {
  // Matched as sent, as a request's path is: no dot segment resolved, no tab or line break dropped.
  const path = mutation.url.split('?')[0]!;
  const body = mutation.body ?? {};
  try {
    if (pathHoldsNul(path)) throw badRequest(nulMessage);
    const queued = queuedWriteAt(router, mutation.method, path);
    if (!queued) throw notFound();
    const input = {
      db,
      user: sender.user,
      params: queued.params,
      body,
      ip: sender.ip,
      ifMatch: mutation.ifMatch ?? '',
      requestToken: mutation.requestToken ?? '',
    };
    const done = await runWrite(queued.write, input, { key: mutation.id, method: mutation.method, path });
    return {
      result: { id: mutation.id, outcome: outcomeOf(done.status, done.replayed), status: done.status, body: done.body ?? null },
      privateWrite: queued.write.privateWrite === true,
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
