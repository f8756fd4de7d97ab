import { money } from '@stagehouse/shared/limits';
import type { Db } from '../db/database';

/**
 * A piece's payout follows its status, inside the caller's transaction: becoming sold schedules
 * the owner's payout (less the platform fee) unless the sale has one already; leaving sold
 * cancels a payout still scheduled. So one sale is paid out once, however often it is toggled.
 */
export const settleSale = async (trx: Db, piece: { id: string; ownerId: number; status: string }, next: { status: string; priceCents: number }, now: string): Promise<void> => {
  if (next.status === 'sold' && piece.status !== 'sold') {
    const payout = await trx.selectFrom('payouts').select('id').where('furnitureId', '=', piece.id).where('status', '<>', 'cancelled').executeTakeFirst();
    if (!payout) {
      await trx.insertInto('payouts').values({ userId: piece.ownerId, furnitureId: piece.id, amountCents: Math.round(next.priceCents * (1 - money.platformFeeRate)), status: 'scheduled', paidAt: now }).execute();
    }
  } else if (next.status !== 'sold' && piece.status === 'sold') {
    await trx.updateTable('payouts').set({ status: 'cancelled' }).where('furnitureId', '=', piece.id).where('status', '=', 'scheduled').execute();
  }
};
