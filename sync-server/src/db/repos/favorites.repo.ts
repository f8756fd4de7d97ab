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

/** Answers whether a row was added (false when the piece was already saved). */
export const addFavorite = async (db: Db, userId: number, furnitureId: string): Promise<boolean> => {
  const result = await db
    .insertInto('favorites')
    .values({ userId, furnitureId, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['userId', 'furnitureId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
};

export const removeFavorite = async (db: Db, userId: number, furnitureId: string): Promise<void> => {
  await db.deleteFrom('favorites').where('userId', '=', userId).where('furnitureId', '=', furnitureId).execute();
};
