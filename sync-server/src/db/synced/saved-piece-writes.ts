import type { Db } from '../database';
import { inTransaction } from '../transaction';
import { recordChange } from './change-rows';

/** Saves a piece for a user, whose devices hear of it; answers whether a row was added (false when already saved). */
export function addSavedPiece(db: Db, userId: number, furnitureId: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx
      .insertInto('favorites')
      .values({ userId, furnitureId, createdAt: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['userId', 'furnitureId']).doNothing())
      .executeTakeFirst();
    const added = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    if (added) await recordChange(trx, { userId, entity: 'favorite', entityId: furnitureId, op: 'upsert' });
    return added;
  });
}

/** Unsaves a piece for a user, whose devices hear of it when it was saved. */
export function removeSavedPiece(db: Db, userId: number, furnitureId: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    const result = await trx.deleteFrom('favorites').where('userId', '=', userId).where('furnitureId', '=', furnitureId).executeTakeFirst();
    if (Number(result.numDeletedRows) > 0) await recordChange(trx, { userId, entity: 'favorite', entityId: furnitureId, op: 'delete' });
  });
}
