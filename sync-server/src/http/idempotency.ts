import type { Middleware } from 'koa';
import { limits } from '@stagehouse/shared/limits';
import type { Db } from '../db/database';
import type { AppState } from './app-state';
import { badRequest, conflict } from './errors';

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const keyFormat = /^[\w-]{8,100}$/;

/**
 * A write with an Idempotency-Key runs in one transaction with the record of its answer, so a
 * replay (a retry after a lost answer, a second tab) gets the stored answer and changes nothing.
 */
export const idempotency =
  (db: Db): Middleware<AppState> =>
  async (ctx, next) => {
    const key = ctx.get('idempotency-key');
    if (!key || !writes.has(ctx.method)) {
      await next();
      return;
    }
    if (!keyFormat.test(key)) throw badRequest('Idempotency-Key must be 8 to 100 letters, digits, - or _');
    const scope = ctx.state.user ? `user:${ctx.state.user.id}` : 'visitor';
    const stored = await db.selectFrom('idempotencyKeys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
    if (stored) {
      if (stored.method !== ctx.method || stored.path !== ctx.path) throw conflict('This Idempotency-Key was already used for another request');
      if (stored.body !== '') ctx.body = JSON.parse(stored.body);
      ctx.status = stored.status;
      ctx.set('Idempotent-Replayed', 'true');
      return;
    }
    await db.transaction().execute(async (trx) => {
      ctx.state.db = trx;
      try {
        await next();
        await trx
          .insertInto('idempotencyKeys')
          .values({ scope, key, method: ctx.method, path: ctx.path, status: ctx.status, body: ctx.body == null ? '' : JSON.stringify(ctx.body), createdAt: new Date().toISOString() })
          .execute();
      } finally {
        ctx.state.db = db;
      }
    });
  };

/** Keys are kept at least 7 days, then dropped. */
export const pruneIdempotencyKeys = (db: Db) =>
  db.deleteFrom('idempotencyKeys').where('createdAt', '<', new Date(Date.now() - limits.idempotencyKeyTtlMs).toISOString()).execute();
