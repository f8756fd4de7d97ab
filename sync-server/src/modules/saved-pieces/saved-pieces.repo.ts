import type { Db } from '../../db/database';
import type { PieceRow } from '../../db/schema';

export const listSavedPieceRows = (db: Db, userId: number): Promise<PieceRow[]> =>
  db
    .selectFrom('favorites')
    .innerJoin('furniture', 'furniture.id', 'favorites.furnitureId')
    .selectAll('furniture')
    .where('favorites.userId', '=', userId)
    .orderBy('favorites.createdAt', 'desc')
    .execute();
