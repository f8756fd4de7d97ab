import type { Db } from '../../db/database';

// Reads of the change feed; its entries are recorded by the writes of synced tables (db/synced).

/** The sequence of the user's latest change, 0 before any. */
export async function latestChangeSequence(db: Db, userId: number): Promise<number> {
  const { sequence } = await db
    .selectFrom('changes')
    .select((eb) => eb.fn.coalesce(eb.fn.max('seq'), eb.lit(0)).as('sequence'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(sequence);
}

/** The user's changes after `since`, in order, at most `limit`; saved pieces' changes only when `withSavedPieces`. */
export function listChangesAfter(db: Db, userId: number, since: number, withSavedPieces: boolean, limit: number) {
  let query = db.selectFrom('changes').selectAll().where('userId', '=', userId).where('seq', '>', since);
  if (!withSavedPieces) query = query.where('entity', '!=', 'favorite');
  return query.orderBy('seq').limit(limit).execute();
}
