import type { Db } from '../../db/database';
import type { PieceRow } from '../../db/schema';

/** Which of these pieces the user has saved. */
export async function savedAmong(db: Db, userId: number, pieceIds: readonly string[]): Promise<Set<string>> {
  if (pieceIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('favorites')
    .select('furnitureId')
    .where('userId', '=', userId)
    .where('furnitureId', 'in', pieceIds)
    .execute();
  return new Set(rows.map((r) => r.furnitureId));
}

export const listSavedPieceRows = (db: Db, userId: number): Promise<PieceRow[]> =>
  db
    .selectFrom('favorites')
    .innerJoin('furniture', 'furniture.id', 'favorites.furnitureId')
    .selectAll('furniture')
    .where('favorites.userId', '=', userId)
    .orderBy('favorites.createdAt', 'desc')
    .execute();
