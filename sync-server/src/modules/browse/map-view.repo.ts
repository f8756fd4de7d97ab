import type { Place } from '@stagehouse/shared/map-markers';
import type { Db } from '../../db/database';
import { publicPiece } from '../../policy';
import { imagesByPiece } from '../pieces/pieces.repo';
import { notHeld } from '../requests/purchase-requests.repo';
import { housesWithPieces, openHouseNotOver, type PropertyFilters } from './properties.repo';

/** Every house the filters find, as a place: one query, read once for a whole answer of the map. */
export async function placesOf(db: Db, demoShown: boolean, filters: PropertyFilters): Promise<Place[]> {
  const rows = await db
    .selectFrom(housesWithPieces(db, demoShown, filters).as('h'))
    .select(['h.id', 'h.latitude', 'h.longitude', 'h.furnitureCount'])
    .execute();
  return rows.map((row) => ({ id: row.id, latitude: row.latitude, longitude: row.longitude, pieces: Number(row.furnitureCount) }));
}

/** These houses, with whether their open house is over at `now`. */
export async function housesByIds(db: Db, demoShown: boolean, ids: readonly number[], now: number) {
  if (ids.length === 0) return [];
  const rows = await housesWithPieces(db, demoShown, { ids })
    .select((eb) => eb.not(openHouseNotOver(eb, now)).as('over'))
    .execute();
  return rows.map((row) => ({ ...row, furnitureCount: Number(row.furnitureCount), over: Boolean(row.over) }));
}

/** Of each house, its available pieces' lowest prices (cents, `count` at most) and a photo of the cheapest piece that has one. */
export async function lowestPricesOf(db: Db, houseIds: readonly number[], count: number) {
  const byHouse = new Map<number, { id: string; priceCents: number }[]>();
  if (houseIds.length === 0) return new Map<number, { cents: number[]; photo: string | null }>();
  const rows = await db
    .selectFrom('furniture')
    .select(['furniture.id', 'furniture.propertyId', 'furniture.priceCents'])
    .where('furniture.propertyId', 'in', houseIds)
    .where('furniture.status', '=', 'pending')
    .where(publicPiece)
    .where(notHeld)
    .orderBy('furniture.priceCents')
    .orderBy('furniture.id')
    .execute();
  for (const row of rows) {
    if (row.propertyId === null) continue;
    const pieces = byHouse.get(row.propertyId) ?? [];
    if (pieces.length < count) pieces.push({ id: row.id, priceCents: row.priceCents });
    byHouse.set(row.propertyId, pieces);
  }
  const images = await imagesByPiece(
    db,
    [...byHouse.values()].flatMap((pieces) => pieces.map((piece) => piece.id)),
  );
  return new Map(
    [...byHouse].map(([houseId, pieces]) => [
      houseId,
      {
        cents: pieces.map((piece) => piece.priceCents),
        photo: pieces.map((piece) => images.get(piece.id)?.[0]).find((path) => path !== undefined) ?? null,
      },
    ]),
  );
}
