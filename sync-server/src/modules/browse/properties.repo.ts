import { defaultPickupWindows, houseClock, houseToday, houseZones } from '@stagehouse/shared/house-time';
import type { PropertyWithFurniture } from '@stagehouse/shared/property.schema';
import type { Expression, ExpressionBuilder, Insertable, SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Properties } from '../../db/generated-schema';
import type { Database } from '../../db/schema';
import { anyContains, keepNames } from '../../db/query-helpers';
import { publicPiece } from '../../policy';
import { demoRowsShown } from '../../infra/settings.repo';
import { notHeld } from '../requests/purchase-requests.repo';

/** The houses of a city, its name given in any case ("denver" finds Denver), by the index on `lower(city)`. */
export const inCity = (eb: ExpressionBuilder<Database, 'properties'>, city: string) =>
  eb(eb.fn('lower', ['properties.city']), '=', eb.fn('lower', [eb.val(city)]));

export interface PropertyFilters {
  city?: string;
  zip?: string;
  bbox?: [west: number, south: number, east: number, north: number];
  /** Leave out the houses whose open house is over at this time. */
  overAt?: number;
  /** Only these houses. */
  ids?: readonly number[];
}

/** The company a lister's houses and pieces are shown under: its public profile's name, else the one given at sign-up. */
export const listerCompanyName = (eb: ExpressionBuilder<Database, 'users' | 'companies'>) =>
  eb.fn.coalesce('companies.name', 'users.company', eb.val('Independent lister')).$notNull();

/** Properties of active listers with where they are and whose company shows them (demo ones only while demo data is shown). */
const propertiesOfActiveListers = (db: Db, demoShown: boolean) =>
  db
    .selectFrom('properties')
    .leftJoin('companies', 'companies.userId', 'properties.ownerId')
    .innerJoin('users', 'users.id', 'properties.ownerId')
    .select((eb) => [
      'properties.id',
      'properties.address',
      'properties.city',
      'properties.state',
      'properties.zipCode',
      'properties.latitude',
      'properties.longitude',
      'properties.openHouseDate',
      'companies.id as companyId',
      listerCompanyName(eb).as('companyName'),
    ])
    .where('users.isActive', '=', 1)
    .$if(!demoShown, (q) => q.where('properties.isDemo', '=', 0));

/**
 * The properties with at least one available piece (listed, not held for a buyer), with its count and
 * company: the pieces are counted by house first, from an index that holds all the count reads.
 */
export function housesWithPieces(db: Db, demoShown: boolean, filters: PropertyFilters) {
  const stock = db
    .selectFrom('furniture')
    .select((eb) => ['furniture.propertyId', eb.fn.countAll<number>().as('furnitureCount')])
    .where('furniture.status', '=', 'pending')
    .where(publicPiece)
    .where(notHeld)
    .$if(filters.ids !== undefined, (q) => q.where('furniture.propertyId', 'in', filters.ids!.length > 0 ? filters.ids! : [-1]))
    .groupBy('furniture.propertyId');
  let query = propertiesOfActiveListers(db, demoShown)
    .innerJoin(stock.as('stock'), 'stock.propertyId', 'properties.id')
    .select('stock.furnitureCount');
  const { city } = filters;
  if (city) query = query.where((eb) => inCity(eb, city));
  if (filters.zip) query = query.where(anyContains(['properties.zipCode'], filters.zip));
  if (filters.bbox) {
    const [west, south, east, north] = filters.bbox;
    query = query
      .where('properties.longitude', '>=', west)
      .where('properties.longitude', '<=', east)
      .where('properties.latitude', '>=', south)
      .where('properties.latitude', '<=', north);
  }
  if (filters.overAt !== undefined) {
    const now = filters.overAt;
    query = query.where((eb) => openHouseNotOver(eb, now));
  }
  return query;
}

/** Every property with at least one available piece, by open-house day. */
export async function listPropertiesWithFurniture(db: Db, filters: PropertyFilters): Promise<PropertyWithFurniture[]> {
  const rows = await housesWithPieces(db, await demoRowsShown(db), filters)
    .orderBy('properties.openHouseDate')
    .orderBy('properties.id')
    .execute();
  return rows.map((r) => ({ ...r, furnitureCount: Number(r.furnitureCount) }));
}

export const findOpenHouse = async (db: Db, id: number) =>
  propertiesOfActiveListers(db, await demoRowsShown(db))
    .select((eb) => [
      'properties.ownerId',
      'properties.description',
      'properties.openHouseTime',
      eb
        .selectFrom('rsvps')
        .whereRef('rsvps.propertyId', '=', 'properties.id')
        .select((s) => s.fn.countAll<number>().as('n'))
        .as('rsvpCount'),
    ])
    .where('properties.id', '=', id)
    .executeTakeFirst();

/**
 * Keeps these address keys for the caller's transaction, in one order: a parallel writer looking for
 * or making a house at one of them waits until it ends, so an address gets one house.
 */
export const keepAddresses = (db: Db, keys: readonly string[]) =>
  keepNames(
    db,
    keys.map((key) => `house:${key}`),
  );

/** The house at an address key: the owner's own first, else the oldest house of an active lister that is not sample data. */
export const findHouseAt = async (db: Db, key: string, ownerId: number) =>
  (await db.selectFrom('properties').select('id').where('addressKey', '=', key).where('ownerId', '=', ownerId).executeTakeFirst()) ??
  (await db
    .selectFrom('properties')
    .innerJoin('users', 'users.id', 'properties.ownerId')
    .select('properties.id')
    .where('properties.addressKey', '=', key)
    .where('properties.isDemo', '=', 0)
    .where('users.isActive', '=', 1)
    .orderBy('properties.id')
    .executeTakeFirst());

export const insertProperty = async (db: Db, property: Insertable<Properties>): Promise<number> =>
  (await db.insertInto('properties').values(property).returning('id').executeTakeFirstOrThrow()).id;

/** A lister's houses that have an open house date, by that date. */
export const listDatedHousesOfOwner = (db: Db, ownerId: number) =>
  db
    .selectFrom('properties')
    .select(['id', 'address', 'state', 'openHouseDate'])
    .where('ownerId', '=', ownerId)
    .where('openHouseDate', 'is not', null)
    .orderBy('openHouseDate')
    .execute();

/** Who lists in a house: its owner and the listers of pieces in it (several listers may share an address). */
export async function listersOfHouse(db: Db, id: number): Promise<number[]> {
  const rows = await db
    .selectFrom('properties')
    .select('ownerId')
    .where('id', '=', id)
    .union(db.selectFrom('furniture').select('ownerId').where('propertyId', '=', id))
    .execute();
  return rows.map((row) => row.ownerId);
}

export const findHouseOwner = (db: Db, id: number) =>
  db.selectFrom('properties').select(['ownerId', 'state']).where('id', '=', id).executeTakeFirst();

/** A condition made for each zone a house may keep time by, of the houses in that zone. */
function byZone(eb: ExpressionBuilder<Database, 'properties'>, inZone: (zone: string) => Expression<SqlBool>) {
  const named = houseZones.flatMap((zone) => zone.states ?? []);
  return eb.or(
    houseZones.map(({ zone, states }) =>
      eb.and([states ? eb('properties.state', 'in', states) : eb('properties.state', 'not in', named), inZone(zone)]),
    ),
  );
}

/** How long after the start of the day after the open house its default pickup windows end (5 PM). */
const defaultPickupEndMs = (() => {
  const [hours = 0, minutes = 0] = defaultPickupWindows('2000-01-01').at(-1)!.to.split(':').map(Number);
  return (hours * 60 + minutes) * 60 * 1000;
})();

/**
 * A house whose open house is not over (see isOpenHouseOver): a pickup window of today or later, or,
 * without windows, an open-house day that has not passed (or is still to be announced).
 */
export function openHouseNotOver(eb: ExpressionBuilder<Database, 'properties'>, now: number): Expression<SqlBool> {
  const windows = eb.selectFrom('pickupSlots').whereRef('pickupSlots.propertyId', '=', 'properties.id');
  return eb.or([
    // A window the lister set that has not ended where the house stands.
    eb.exists(
      windows.select('pickupSlots.id').where((inner) =>
        byZone(inner, (zone) => {
          const today = houseToday(zone, now);
          return inner.or([
            inner('pickupSlots.day', '>', today),
            inner.and([inner('pickupSlots.day', '=', today), inner('pickupSlots.ends', '>', houseClock(zone, now))]),
          ]);
        }),
      ),
    ),
    // No windows set: the default ones, the day after the open house, end at 5 PM.
    eb.and([
      eb.not(eb.exists(windows.select('pickupSlots.id'))),
      eb.or([
        eb('properties.openHouseDate', 'is', null),
        byZone(eb, (zone) => eb('properties.openHouseDate', '>=', houseToday(zone, now - defaultPickupEndMs))),
      ]),
    ]),
  ]);
}

/** The middle of a city's houses; undefined for a city with none. */
export async function cityCenter(db: Db, city: string): Promise<{ latitude: number; longitude: number } | undefined> {
  const row = await db
    .selectFrom('properties')
    .select((eb) => [eb.fn.avg<number>('latitude').as('latitude'), eb.fn.avg<number>('longitude').as('longitude')])
    .where((eb) => inCity(eb, city))
    .executeTakeFirst();
  return row?.latitude == null || row.longitude == null ? undefined : { latitude: Number(row.latitude), longitude: Number(row.longitude) };
}
