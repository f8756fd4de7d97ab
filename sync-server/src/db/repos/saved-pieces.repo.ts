import type { Db } from '../database';
import type { PieceRow } from '../schema';

export const listSavedPieceRows = (db: Db, userId: number): Promise<PieceRow[]> =>
  db
    .selectFrom('favorites')
    .innerJoin('furniture', 'furniture.id', 'favorites.furnitureId')
    .selectAll('furniture')
    .where('favorites.userId', '=', userId)
    .orderBy('favorites.createdAt', 'desc')
    .execute();
