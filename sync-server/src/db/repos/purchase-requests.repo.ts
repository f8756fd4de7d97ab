import type { PickupSlot } from '@stagehouse/shared/purchase-request.schema';
import type { Db } from '../database';

export const listPickupSlots = async (db: Db, propertyId: number): Promise<PickupSlot[]> =>
  (await db.selectFrom('pickupSlots').select(['day', 'starts', 'ends']).where('propertyId', '=', propertyId).orderBy('day').orderBy('starts').execute()).map((s) => ({ day: s.day, from: s.starts, to: s.ends }));

/** The pickup windows each of these open houses has been given, by open house. */
export const pickupSlotsByHouse = async (db: Db, propertyIds: readonly number[]): Promise<Map<number, PickupSlot[]>> => {
  const byHouse = new Map<number, PickupSlot[]>();
  if (propertyIds.length === 0) return byHouse;
  const rows = await db.selectFrom('pickupSlots').select(['propertyId', 'day', 'starts', 'ends']).where('propertyId', 'in', [...propertyIds]).orderBy('propertyId').orderBy('day').orderBy('starts').execute();
  for (const row of rows) byHouse.set(row.propertyId, [...(byHouse.get(row.propertyId) ?? []), { day: row.day, from: row.starts, to: row.ends }]);
  return byHouse;
};

export const replacePickupSlots = async (trx: Db, propertyId: number, slots: PickupSlot[]) => {
  await trx.deleteFrom('pickupSlots').where('propertyId', '=', propertyId).execute();
  await trx.insertInto('pickupSlots').values(slots.map((s) => ({ propertyId, day: s.day, starts: s.from, ends: s.to }))).execute();
};

/** Requests with what they are for: the piece (name, asking price, lister) and its open house's address. */
export const requestsWithPieces = (db: Db) =>
  db
    .selectFrom('purchaseRequests as r')
    .innerJoin('furniture as f', 'f.id', 'r.furnitureId')
    .leftJoin('properties as p', 'p.id', 'f.propertyId')
    .selectAll('r')
    .select(['f.name as pieceName', 'f.priceCents as askingCents', 'f.propertyId', 'f.ownerId', 'f.status as pieceStatus', 'p.address as houseAddress', 'p.state as houseState']);

export type RequestWithPiece = Awaited<ReturnType<ReturnType<typeof requestsWithPieces>['executeTakeFirstOrThrow']>>;

/** Of these pieces, the ones an accepted request holds, with that request's id. */
export const holdsOf = async (db: Db, furnitureIds: readonly string[]): Promise<Map<string, string>> => {
  if (furnitureIds.length === 0) return new Map();
  const rows = await db.selectFrom('purchaseRequests').select(['furnitureId', 'id']).where('furnitureId', 'in', [...new Set(furnitureIds)]).where('status', '=', 'accepted').execute();
  return new Map(rows.map((r) => [r.furnitureId, r.id]));
};
