import type { NotNull } from 'kysely';
import type { Db } from '../../db/database';
import { placeChanges } from '../../db/synced/change-positions';

// Reads of the change feed; its entries are recorded by the writes of synced tables and placed in
// commit order by db/synced/change-positions.ts.

/** The position of the user's latest change, 0 before any. */
export async function latestChangePosition(db: Db, userId: number): Promise<number> {
  await placeChanges(db);
  const { position } = await db
    .selectFrom('changes')
    .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.lit(0)).as('position'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(position);
}

/** The user's changes after position `since`, in order, at most `limit`; saved pieces' changes only when `withSavedPieces`. */
export async function listChangesAfter(db: Db, userId: number, since: number, withSavedPieces: boolean, limit: number) {
  await placeChanges(db);
  let query = db
    .selectFrom('changes')
    .select(['position', 'entity', 'entityId', 'op'])
    .where('userId', '=', userId)
    .where('position', '>', since);
  if (!withSavedPieces) query = query.where('entity', '!=', 'favorite');
  return query.orderBy('position').limit(limit).$narrowType<{ position: NotNull }>().execute();
}
