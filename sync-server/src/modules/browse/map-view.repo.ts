import type { Bbox } from '@stagehouse/shared/map-view.schema';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { publicPiece } from '../../policy';
import { imagesByPiece } from '../pieces/pieces.repo';
import { notHeld } from '../requests/purchase-requests.repo';
import { housesWithPieces, openHouseNotOver, type PropertyFilters } from './properties.repo';

/** The houses a map's filters find, as a table to read from. */
const found = (db: Db, demoShown: boolean, filters: PropertyFilters) => db.selectFrom(housesWithPieces(db, demoShown, filters).as('h'));

const inBox = ([west, south, east, north]: Bbox) =>
  sql<boolean>`h.longitude between ${west} and ${east} and h.latitude between ${south} and ${north}`;

/** How many houses the filters find and the box they fill. */
export async function summarise(db: Db, demoShown: boolean, filters: PropertyFilters) {
  const row = await found(db, demoShown, filters)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.min<number>('h.longitude').as('west'),
      eb.fn.min<number>('h.latitude').as('south'),
      eb.fn.max<number>('h.longitude').as('east'),
      eb.fn.max<number>('h.latitude').as('north'),
    ])
    .executeTakeFirstOrThrow();
  const total = Number(row.total);
  const bounds = total === 0 ? null : ([row.west, row.south, row.east, row.north].map(Number) as Bbox);
  return { total, bounds };
}

/** A cell of the map's grid: the houses in it, the first one's id, where they stand on average and the box they fill. */
export interface Cell {
  id: number;
  houses: number;
  pieces: number;
  latitude: number;
  longitude: number;
  bounds: Bbox;
}

/**
 * The houses in `view`, grouped by the cells of a grid fixed to the world (cells `size` degrees of
 * longitude wide and `size * latitudeShare` tall), so a house stays in its cell as the map pans.
 */
export async function cellsIn(
  db: Db,
  demoShown: boolean,
  filters: PropertyFilters,
  view: Bbox,
  size: { longitude: number; latitude: number },
) {
  const column = sql.lit;
  const rows = await found(db, demoShown, filters)
    .where(inBox(view))
    .select((eb) => [
      sql<number>`floor((h.longitude + 180) / ${column(size.longitude)})`.as('gx'),
      sql<number>`floor((h.latitude + 90) / ${column(size.latitude)})`.as('gy'),
      eb.fn.min<number>('h.id').as('id'),
      eb.fn.countAll<number>().as('houses'),
      eb.fn.sum<number>('h.furnitureCount').as('pieces'),
      eb.fn.avg<number>('h.latitude').as('latitude'),
      eb.fn.avg<number>('h.longitude').as('longitude'),
      eb.fn.min<number>('h.longitude').as('west'),
      eb.fn.min<number>('h.latitude').as('south'),
      eb.fn.max<number>('h.longitude').as('east'),
      eb.fn.max<number>('h.latitude').as('north'),
    ])
    .groupBy([sql.ref('gx'), sql.ref('gy')])
    .execute();
  return rows.map((row): Cell => ({
    id: row.id,
    houses: Number(row.houses),
    pieces: Number(row.pieces),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    bounds: [row.west, row.south, row.east, row.north].map(Number) as Bbox,
  }));
}

/** Up to `limit` houses in `view`, each its own pin (zoomed in past clustering). */
export const idsIn = async (db: Db, demoShown: boolean, filters: PropertyFilters, view: Bbox, limit: number) =>
  (await found(db, demoShown, filters).where(inBox(view)).select('h.id').orderBy('h.id').limit(limit).execute()).map((row) => row.id);

/** The `limit` houses nearest to a place (degrees, longitude shrunk by the latitude), nearest first. */
export async function nearestIds(db: Db, demoShown: boolean, filters: PropertyFilters, near: [number, number], limit: number) {
  const [latitude, longitude] = near;
  const shrink = Math.cos((latitude * Math.PI) / 180) ** 2;
  const rows = await found(db, demoShown, filters)
    .select('h.id')
    .orderBy(
      sql`(h.latitude - ${latitude}) * (h.latitude - ${latitude}) + (h.longitude - ${longitude}) * (h.longitude - ${longitude}) * ${shrink}`,
    )
    .orderBy('h.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
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
