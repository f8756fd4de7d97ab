import type { PickupSlot, RequestStatus } from '@stagehouse/shared/purchase-request.schema';
import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { PurchaseRequests } from '../../db/generated-schema';
import { keepsRows } from '../../db/query-helpers';
import type { Database } from '../../db/schema';

/** A piece no accepted request holds for its buyer. */
export const notHeld = (eb: ExpressionBuilder<Database, 'furniture'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('purchaseRequests')
        .select('purchaseRequests.id')
        .whereRef('purchaseRequests.furnitureId', '=', 'furniture.id')
        .where('purchaseRequests.status', '=', 'accepted'),
    ),
  );

export const listPickupSlots = async (db: Db, propertyId: number): Promise<PickupSlot[]> =>
  (
    await db
      .selectFrom('pickupSlots')
      .select(['day', 'starts', 'ends'])
      .where('propertyId', '=', propertyId)
      .orderBy('day')
      .orderBy('starts')
      .execute()
  ).map((s) => ({ day: s.day, from: s.starts, to: s.ends }));

/** The pickup windows each of these open houses has been given, by open house. */
export async function pickupSlotsByHouse(db: Db, propertyIds: readonly number[]): Promise<Map<number, PickupSlot[]>> {
  const byHouse = new Map<number, PickupSlot[]>();
  if (propertyIds.length === 0) return byHouse;
  const rows = await db
    .selectFrom('pickupSlots')
    .select(['propertyId', 'day', 'starts', 'ends'])
    .where('propertyId', 'in', [...propertyIds])
    .orderBy('propertyId')
    .orderBy('day')
    .orderBy('starts')
    .execute();
  for (const row of rows)
    byHouse.set(row.propertyId, [...(byHouse.get(row.propertyId) ?? []), { day: row.day, from: row.starts, to: row.ends }]);
  return byHouse;
}

export async function replacePickupSlots(trx: Db, propertyId: number, slots: PickupSlot[]) {
  // The house is kept until the commit, so two lists saved at once do not add up.
  if (keepsRows(trx)) await trx.selectFrom('properties').select('id').where('id', '=', propertyId).forUpdate().execute();
  await trx.deleteFrom('pickupSlots').where('propertyId', '=', propertyId).execute();
  await trx
    .insertInto('pickupSlots')
    .values(slots.map((s) => ({ propertyId, day: s.day, starts: s.from, ends: s.to })))
    .execute();
}

/** Requests with what they are for: the piece (name, asking price, lister) and its open house's address. */
export const requestsWithPieces = (db: Db) =>
  db
    .selectFrom('purchaseRequests as r')
    .innerJoin('furniture as f', 'f.id', 'r.furnitureId')
    .leftJoin('properties as p', 'p.id', 'f.propertyId')
    .selectAll('r')
    .select([
      'f.name as pieceName',
      'f.priceCents as askingCents',
      'f.propertyId',
      'f.ownerId',
      'f.status as pieceStatus',
      'f.needsReview as pieceNeedsReview',
      'p.address as houseAddress',
      'p.state as houseState',
    ]);

export type RequestWithPiece = Awaited<ReturnType<ReturnType<typeof requestsWithPieces>['executeTakeFirstOrThrow']>>;

/** Of these pieces, the ones an accepted request holds, with that request's id. */
export async function holdsOf(db: Db, furnitureIds: readonly string[]): Promise<Map<string, string>> {
  if (furnitureIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('purchaseRequests')
    .select(['furnitureId', 'id'])
    .where('furnitureId', 'in', [...new Set(furnitureIds)])
    .where('status', '=', 'accepted')
    .execute();
  return new Map(rows.map((r) => [r.furnitureId, r.id]));
}

export const findRequest = (db: Db, id: string) => requestsWithPieces(db).where('r.id', '=', id).executeTakeFirst();

/** A buyer's requests, newest first. */
export const listRequestsOfBuyer = (db: Db, buyerUserId: number) =>
  requestsWithPieces(db).where('r.buyerUserId', '=', buyerUserId).orderBy('r.createdAt', 'desc').execute();

/** The requests for a lister's pieces, newest first. */
export const listRequestsForLister = (db: Db, ownerId: number) =>
  requestsWithPieces(db).where('f.ownerId', '=', ownerId).orderBy('r.createdAt', 'desc').execute();

/** Accepted requests whose pickup window ended before `now`. */
export const listHoldsEndedBefore = (db: Db, now: string) =>
  requestsWithPieces(db).where('r.status', '=', 'accepted').where('r.pickupEndsAt', '<', now).execute();

/** Accepted requests whose reminder is due at `at`, not sent yet, with the pickup still to come. */
export const listRemindersDue = (db: Db, at: string) =>
  requestsWithPieces(db)
    .where('r.status', '=', 'accepted')
    .where('r.remindAt', '<=', at)
    .where('r.remindedAt', 'is', null)
    .where('r.pickupEndsAt', '>', at)
    .execute();

export const requestIdExists = async (db: Db, id: string): Promise<boolean> =>
  (await db.selectFrom('purchaseRequests').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

const inPlay = ['open', 'countered', 'accepted'] as const;

/** The requests of a piece still in play (open, countered, accepted), with what a buyer is told by. */
export const listRequestsInPlay = (db: Db, furnitureId: string) =>
  db
    .selectFrom('purchaseRequests')
    .select(['id', 'status', 'version', 'buyerName', 'buyerEmail', 'buyerUserId', 'requestedName'])
    .where('furnitureId', '=', furnitureId)
    .where('status', 'in', inPlay)
    .execute();

/** The statuses of the requests in play for a piece. */
export const statusesInPlay = async (db: Db, furnitureId: string): Promise<RequestStatus[]> =>
  (await listRequestsInPlay(db, furnitureId)).map((r) => r.status);

/** Whether the buyer has a request for the piece in play: a signed-in buyer by their account, a signed-out one by their email among signed-out requests. */
export const buyerHasRequestInPlay = async (db: Db, furnitureId: string, buyer: { userId: number } | { email: string }): Promise<boolean> =>
  (await db
    .selectFrom('purchaseRequests')
    .select('id')
    .where('furnitureId', '=', furnitureId)
    .where((eb) =>
      'userId' in buyer
        ? eb('buyerUserId', '=', buyer.userId)
        : eb.and([eb('buyerUserId', 'is', null), eb('buyerEmail', '=', buyer.email)]),
    )
    .where('status', 'in', inPlay)
    .executeTakeFirst()) !== undefined;

export async function insertRequest(db: Db, request: Insertable<PurchaseRequests>): Promise<void> {
  await db.insertInto('purchaseRequests').values(request).execute();
}

/** Changes a request still at `version` to the next version; answers false when another change came first. */
export async function updateRequestAtVersion(
  db: Db,
  id: string,
  version: number,
  changes: Updateable<PurchaseRequests>,
  now: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('purchaseRequests')
    .set({ ...changes, version: version + 1, updatedAt: now })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Declines the open and countered requests for a piece other than `keptId`. */
export async function declineOtherRequests(db: Db, furnitureId: string, keptId: string, declineReason: string, now: string): Promise<void> {
  await db
    .updateTable('purchaseRequests')
    .set((eb) => ({ status: 'declined', declineReason, updatedAt: now, version: eb('version', '+', 1) }))
    .where('furnitureId', '=', furnitureId)
    .where('id', '!=', keptId)
    .where('status', 'in', ['open', 'countered'])
    .execute();
}

/** Marks the reminder of a request sent; answers false when it was already. */
export async function claimReminder(db: Db, id: string, at: string): Promise<boolean> {
  const claimed = await db
    .updateTable('purchaseRequests')
    .set({ remindedAt: at })
    .where('id', '=', id)
    .where('remindedAt', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

/**
 * Gives the account the requests made signed out with its email and returns how many; their tokens
 * stop working, so whoever made one signed out (perhaps not the account's owner) reads it no more.
 * One still in play for a piece the account has its own request in play for stays as it is (a
 * buyer has one request in play per piece).
 */
export async function joinSignedOutRequests(db: Db, userId: number, email: string): Promise<number> {
  const joined = await db
    .updateTable('purchaseRequests')
    .set({ buyerUserId: userId, accessTokenHash: null })
    .where('buyerUserId', 'is', null)
    .where('buyerEmail', '=', email)
    .where((eb) =>
      eb.or([
        eb('status', 'not in', inPlay),
        eb(
          'furnitureId',
          'not in',
          eb
            .selectFrom('purchaseRequests as own')
            .select('own.furnitureId')
            .where('own.buyerUserId', '=', userId)
            .where('own.status', 'in', inPlay),
        ),
      ]),
    )
    .returning('id')
    .execute();
  return joined.length;
}
