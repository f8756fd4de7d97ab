import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { IdempotencyKeys } from '../db/generated-schema';

export const findIdempotencyKey = (db: Db, scope: string, key: string) =>
  db.selectFrom('idempotencyKeys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();

/**
 * Takes a key for the caller's transaction before its work runs, with no answer yet: false when it was
 * taken before. A parallel request with the same key waits here until the first one's transaction ends.
 */
export async function claimIdempotencyKey(db: Db, row: Insertable<IdempotencyKeys>): Promise<boolean> {
  const claimed = await db
    .insertInto('idempotencyKeys')
    .values(row)
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .executeTakeFirst();
  return Number(claimed.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function storeIdempotentAnswer(db: Db, scope: string, key: string, answer: { status: number; body: string }): Promise<void> {
  await db.updateTable('idempotencyKeys').set(answer).where('scope', '=', scope).where('key', '=', key).execute();
}

export const deleteIdempotencyKeysCreatedBefore = (db: Db, before: string) =>
  db.deleteFrom('idempotencyKeys').where('createdAt', '<', before).execute();
