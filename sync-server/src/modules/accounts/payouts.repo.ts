import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { Payouts } from '../../db/generated-schema';

/** The payout of a sale that is scheduled or paid (not cancelled), if any. */
export const findLivePayout = (db: Db, furnitureId: string) =>
  db.selectFrom('payouts').select('id').where('furnitureId', '=', furnitureId).where('status', '<>', 'cancelled').executeTakeFirst();

export async function insertPayout(db: Db, payout: Insertable<Payouts>): Promise<void> {
  await db.insertInto('payouts').values(payout).execute();
}

export async function cancelScheduledPayouts(db: Db, furnitureId: string): Promise<void> {
  await db
    .updateTable('payouts')
    .set({ status: 'cancelled' })
    .where('furnitureId', '=', furnitureId)
    .where('status', '=', 'scheduled')
    .execute();
}

/** The user's latest payouts with the name of the piece each paid for. */
export const listRecentPayouts = (db: Db, userId: number, limit: number) =>
  db
    .selectFrom('payouts')
    .leftJoin('furniture', 'furniture.id', 'payouts.furnitureId')
    .select([
      'payouts.id',
      'payouts.furnitureId',
      'furniture.name as furnitureName',
      'payouts.amountCents',
      'payouts.status',
      'payouts.paidAt',
    ])
    .where('payouts.userId', '=', userId)
    .orderBy('payouts.paidAt', 'desc')
    .limit(limit)
    .execute();
