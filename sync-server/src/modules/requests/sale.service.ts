import type { Piece, SalesAnalytics } from '@stagehouse/shared/piece.schema';
import { money } from '@stagehouse/shared/limits';
import { periodStart } from '@stagehouse/shared/figures';
import { fromCents, toCents } from '@stagehouse/shared/money';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../../db/database';
import { listSoldPiecesOfOwner, salesSince, withImages } from '../pieces/pieces.repo';
import { cancelScheduledPayouts, findLivePayout, insertPayout } from '../accounts/payouts.repo';
import { forbidden } from '../../http/errors';
import { canSeePiecesOf } from '../../policy';

/**
 * A piece's payout follows its status, inside the caller's transaction: becoming sold schedules
 * the owner's payout (less the platform fee) unless the sale has one already; leaving sold
 * cancels a payout still scheduled. So one sale is paid out once, however often it is toggled.
 */
export async function settleSale(
  trx: Db,
  piece: { id: string; ownerId: number; status: string },
  next: { status: string; priceCents: number },
  now: string,
): Promise<void> {
  if (next.status === 'sold' && piece.status !== 'sold') {
    if (!(await findLivePayout(trx, piece.id))) {
      await insertPayout(trx, {
        userId: piece.ownerId,
        furnitureId: piece.id,
        amountCents: Math.round(next.priceCents * (1 - money.platformFeeRate)),
        status: 'scheduled',
        paidAt: now,
      });
    }
  } else if (next.status !== 'sold' && piece.status === 'sold') {
    await cancelScheduledPayouts(trx, piece.id);
  }
}

/** Refuses anyone but the lister and admins a lister's own pieces and sales. */
export function assertOwnPieces(user: User, listerId: number) {
  if (!canSeePiecesOf(user, listerId)) throw forbidden('You can only see your own listings');
}

export const listOwnSold = async (db: Db, user: User): Promise<Piece[]> =>
  withImages(db, await listSoldPiecesOfOwner(db, user.id), () => true);

/** This month's sales of a lister: their total, count and average, in dollars. */
export async function salesAnalytics(db: Db, user: User, ownerId: number): Promise<SalesAnalytics> {
  assertOwnPieces(user, ownerId);
  const { totalCents, count } = await salesSince(db, ownerId, periodStart('thisMonth'));
  const total = fromCents(totalCents);
  return { totalSales: total, itemsSold: count, averageSale: count === 0 ? 0 : fromCents(toCents(total / count)) };
}
