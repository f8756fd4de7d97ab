import { sql } from 'kysely';
import type { Changes } from '../generated-schema';
import type { Trx } from '../transaction';

// Entries are written only inside a transaction, by the writes of synced tables beside this file.
// Pulls read them once placeChanges (modules/sync/changes.repo.ts) has given them their place in commit order.

export type Change = Pick<Changes, 'userId' | 'entity' | 'entityId' | 'op'>;

/** One entry of a user's change feed, which their devices pull. */
export const recordChange = (db: Trx, change: Change) =>
  db
    .insertInto('changes')
    .values({ ...change, createdAt: new Date().toISOString() })
    .execute();

/**
 * A piece changed or went: its owner's devices hear of it, and so do the devices of everyone who
 * saved it (their pull answers the piece if they may still read it, else its removal). Call it
 * before deleting the piece, while its favorites still exist.
 */
export async function recordPieceChange(db: Trx, piece: { id: string; ownerId: number }, op: Changes['op']) {
  await recordChange(db, { userId: piece.ownerId, entity: 'furniture', entityId: piece.id, op });
  await recordSaversChange(db, [piece.id], new Date().toISOString());
}

/** Everyone who saved one of these pieces hears of it: their pull answers the piece, or its removal. */
async function recordSaversChange(db: Trx, pieceIds: readonly string[], createdAt: string) {
  await db
    .insertInto('changes')
    .columns(['userId', 'entity', 'entityId', 'op', 'createdAt'])
    .expression((eb) =>
      eb
        .selectFrom('favorites')
        .select(['userId', sql.lit('favorite').as('entity'), 'furnitureId', sql.lit('upsert').as('op'), sql.val(createdAt).as('createdAt')])
        .where('furnitureId', 'in', pieceIds),
    )
    .execute();
}

const rowsPerStatement = 500;

/** Many entries of change feeds, a few hundred a statement. */
export async function recordChanges(db: Trx, changes: readonly Change[]) {
  const createdAt = new Date().toISOString();
  for (let start = 0; start < changes.length; start += rowsPerStatement) {
    await db
      .insertInto('changes')
      .values(changes.slice(start, start + rowsPerStatement).map((change) => ({ ...change, createdAt })))
      .execute();
  }
}

/**
 * recordPieceChange for many pieces at once, a few hundred pieces a statement: each owner hears of
 * their pieces, and everyone who saved one of them hears of it. Call it before deleting the pieces.
 */
export async function recordPiecesChange(db: Trx, pieceIds: readonly string[], op: Changes['op']) {
  const createdAt = new Date().toISOString();
  for (let start = 0; start < pieceIds.length; start += rowsPerStatement) {
    const ids = pieceIds.slice(start, start + rowsPerStatement);
    await db
      .insertInto('changes')
      .columns(['userId', 'entity', 'entityId', 'op', 'createdAt'])
      .expression((eb) =>
        eb
          .selectFrom('furniture')
          .select(['ownerId', sql.lit('furniture').as('entity'), 'id', sql.val(op).as('op'), sql.val(createdAt).as('createdAt')])
          .where('id', 'in', ids),
      )
      .execute();
    await recordSaversChange(db, ids, createdAt);
  }
}
