import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import { limits } from '@stagehouse/shared/limits';
import type { Db } from '../db/database';
import {
  claimIdempotencyKey,
  deleteIdempotencyKeysCreatedBefore,
  findIdempotencyKey,
  storeIdempotentAnswer,
} from '../infra/idempotency-keys.repo';
import { inTransaction } from '../db/transaction';
import type { AppState } from './app-state';
import { badRequest, HttpError } from './errors';

const keyFormat = /^[\w-]{8,100}$/;

/** What a key was first used for: the method, the path and the exact bytes of the body. */
const fingerprintOf = (method: string, path: string, body: string) =>
  createHash('sha256').update(`${method} ${path}\n`).update(body).digest('base64url');

/**
 * A middleware of the JSON write routes (their body is read before any route runs): a write sent with an Idempotency-Key runs in one transaction with the record of its answer, so
 * a replay (a retry after a lost answer, a second tab) gets the stored answer and changes nothing.
 * The key is the caller's own: a signed-in user's, or a visitor's from their address. Used again
 * for another request it answers 422.
 */
export const idempotent: Middleware<AppState> = async (ctx, next) => {
  const key = ctx.get('idempotency-key');
  if (!key) {
    await next();
    return;
  }
  if (!keyFormat.test(key)) throw badRequest('Idempotency-Key must be 8 to 100 letters, digits, - or _');
  const scope = ctx.state.user ? `user:${ctx.state.user.id}` : `visitor:${ctx.ip}`;
  const fingerprint = fingerprintOf(ctx.method, ctx.path, ctx.request.rawBody ?? '');
  const db = ctx.state.db;
  await inTransaction(db, async (trx) => {
    const claim = { scope, key, method: ctx.method, path: ctx.path, fingerprint, status: 0, body: '', createdAt: new Date().toISOString() };
    const stored = (await claimIdempotencyKey(trx, claim)) ? undefined : await findIdempotencyKey(trx, scope, key);
    if (stored) {
      if (stored.fingerprint !== fingerprint) throw new HttpError(422, 'This Idempotency-Key was already used for another request');
      if (stored.body !== '') ctx.body = JSON.parse(stored.body);
      ctx.status = stored.status;
      ctx.set('Idempotent-Replayed', 'true');
      return;
    }
    ctx.state.db = trx;
    try {
      await next();
    } finally {
      ctx.state.db = db;
    }
    await storeIdempotentAnswer(trx, scope, key, { status: ctx.status, body: ctx.body == null ? '' : JSON.stringify(ctx.body) });
  });
};

/** Keys are kept at least 7 days, then dropped. */
export const pruneIdempotencyKeys = (db: Db) =>
  deleteIdempotencyKeysCreatedBefore(db, new Date(Date.now() - limits.idempotencyKeyTtlMs).toISOString());
