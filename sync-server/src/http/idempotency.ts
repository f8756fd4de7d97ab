import { createHash } from 'node:crypto';
import { limits } from '@stagehouse/shared/limits';
import type { Db } from '../db/database';
import {
  claimIdempotencyKey,
  deleteIdempotencyKeysCreatedBefore,
  findIdempotencyKey,
  storeIdempotentAnswer,
} from '../infra/idempotency-keys.repo';
import { inTransaction } from '../db/transaction';
import type { User } from '@stagehouse/shared/user.schema';
import { badRequest, HttpError } from './errors';

const keyFormat = /^[\w-]{8,100}$/;

/**
 * What a key was first used for: the method, the path and the body as parsed, so the same body sent
 * alone (in any spacing) or queued in a batch is the same write.
 */
const fingerprintOf = (method: string, path: string, body: unknown) =>
  createHash('sha256')
    .update(`${method} ${path}\n`)
    .update(JSON.stringify(body ?? {}))
    .digest('base64url');

/** A write as its Idempotency-Key is checked: by whom, the key, and what the write is. */
export interface KeyedWrite {
  user: User | undefined;
  ip: string;
  key: string;
  method: string;
  path: string;
  body: unknown;
}

/** A write's answer, and whether it was the stored answer of an earlier write with the same key. */
export interface KeyedAnswer {
  status: number;
  body: unknown;
  replayed: boolean;
}

/**
 * Runs a write sent with an Idempotency-Key in one transaction with the record of its answer, so a
 * replay (a retry after a lost answer, a second tab) gets the stored answer and changes nothing.
 * The key is the caller's own: a signed-in user's, or a visitor's from their address. Used again
 * for another request it answers 422.
 */
export async function runOnce(
  db: Db,
  write: KeyedWrite,
  run: (trx: Db) => Promise<{ status: number; body: unknown }>,
): Promise<KeyedAnswer> {
  const { key, method, path } = write;
  if (!keyFormat.test(key)) throw badRequest('Idempotency-Key must be 8 to 100 letters, digits, - or _');
  const scope = write.user ? `user:${write.user.id}` : `visitor:${write.ip}`;
  const fingerprint = fingerprintOf(method, path, write.body);
  return inTransaction(db, async (trx) => {
    const claim = { scope, key, method, path, fingerprint, status: 0, body: '', createdAt: new Date().toISOString() };
    const stored = (await claimIdempotencyKey(trx, claim)) ? undefined : await findIdempotencyKey(trx, scope, key);
    if (stored) {
      if (stored.fingerprint !== fingerprint) throw new HttpError(422, 'This Idempotency-Key was already used for another request');
      return { status: stored.status, body: stored.body === '' ? undefined : (JSON.parse(stored.body) as unknown), replayed: true };
    }
    const answer = await run(trx);
    await storeIdempotentAnswer(trx, scope, key, { status: answer.status, body: answer.body == null ? '' : JSON.stringify(answer.body) });
    return { ...answer, replayed: false };
  });
}

/** Keys are kept at least 7 days, then dropped. */
export const pruneIdempotencyKeys = (db: Db) =>
  deleteIdempotencyKeysCreatedBefore(db, new Date(Date.now() - limits.idempotencyKeyTtlMs).toISOString());
