import type { Db } from '../database';
import type { FurnitureRow } from '../schema';

export const listFavoriteFurniture = (db: Db, userId: number): Promise<FurnitureRow[]> =>
  db
    .selectFrom('favorites')
    .innerJoin('furniture', 'furniture.id', 'favorites.furnitureId')
    .selectAll('furniture')
    .where('favorites.userId', '=', userId)
    .orderBy('favorites.createdAt', 'desc')
    .execute();
