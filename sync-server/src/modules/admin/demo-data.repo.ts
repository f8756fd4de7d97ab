import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import { keepsRows, toCount } from '../../db/query-helpers';
import type { Properties, Users } from '../../db/generated-schema';

/** Keeps the demo listers' accounts for the caller's transaction: a listing or house they make meanwhile commits first, or waits until it ends. */
export async function keepDemoListers(db: Db): Promise<void> {
  if (keepsRows(db)) await db.selectFrom('users').select('id').where('isDemo', '=', 1).orderBy('id').forUpdate().execute();
}

/** Demo listings, demo listers (admins are never counted) and RSVPs to demo open houses. */
export async function countDemoRows(db: Db) {
  const [listings, users, transactions] = await Promise.all([
    db
      .selectFrom('furniture')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('isDemo', '=', 1)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('isDemo', '=', 1)
      .where('role', '!=', 'admin')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('rsvps')
      .innerJoin('properties', 'properties.id', 'rsvps.propertyId')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('properties.isDemo', '=', 1)
      .executeTakeFirstOrThrow(),
  ]);
  return { listings: toCount(listings.n), users: toCount(users.n), transactions: toCount(transactions.n) };
}

export const addDemoLister = async (db: Db, user: Omit<Insertable<Users>, 'isDemo'>): Promise<number> =>
  (
    await db
      .insertInto('users')
      .values({ ...user, isDemo: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

export const addDemoHouse = async (db: Db, house: Omit<Insertable<Properties>, 'isDemo'>): Promise<number> =>
  (
    await db
      .insertInto('properties')
      .values({ ...house, isDemo: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** Photo paths of the demo listings. */
export const listDemoPhotoPaths = async (db: Db): Promise<string[]> =>
  (
    await db
      .selectFrom('furnitureImages')
      .innerJoin('furniture', 'furniture.id', 'furnitureImages.furnitureId')
      .select('furnitureImages.path')
      .where('furniture.isDemo', '=', 1)
      .execute()
  ).map((r) => r.path);

const demoListers = (db: Db) => db.selectFrom('users').select('id').where('isDemo', '=', 1).where('role', '!=', 'admin');

/** The pieces removing the demo rows takes away: demo listings and every piece of a demo lister. */
export const listPiecesOfDemoRows = async (db: Db): Promise<string[]> =>
  (
    await db
      .selectFrom('furniture')
      .select('id')
      .where((eb) => eb.or([eb('isDemo', '=', 1), eb('ownerId', 'in', demoListers(db))]))
      .execute()
  ).map((r) => r.id);

const demoHouses = (db: Db) =>
  db
    .selectFrom('properties')
    .select('id')
    .where((eb) => eb.or([eb('isDemo', '=', 1), eb('ownerId', 'in', demoListers(db))]));

/** Pieces that stay when the demo rows go but lose their open house: real pieces of real listers in a demo one. */
export const listRealPiecesInDemoHouses = async (db: Db): Promise<string[]> =>
  (
    await db
      .selectFrom('furniture')
      .select('id')
      .where('isDemo', '=', 0)
      .where('ownerId', 'not in', demoListers(db))
      .where('propertyId', 'in', demoHouses(db))
      .execute()
  ).map((r) => r.id);

/** RSVPs of signed-in users that removing the demo rows takes away with their open house (a demo one, or one of a demo lister). */
export const listUserRsvpsOfDemoRows = (db: Db) =>
  db
    .selectFrom('rsvps')
    .innerJoin('properties', 'properties.id', 'rsvps.propertyId')
    .select(['rsvps.id', 'rsvps.userId'])
    .where('rsvps.userId', 'is not', null)
    .where((eb) => eb.or([eb('properties.isDemo', '=', 1), eb('properties.ownerId', 'in', demoListers(db))]))
    .$narrowType<{ userId: number }>()
    .execute();

/** Listings and open houses not marked demo that belong to a demo lister: deleting the lister would take them along. */
export async function listRealRowsOfDemoListers(db: Db): Promise<{ listings: string[]; houses: string[] }> {
  const [listings, houses] = await Promise.all([
    db.selectFrom('furniture').select('name').where('isDemo', '=', 0).where('ownerId', 'in', demoListers(db)).orderBy('name').execute(),
    db
      .selectFrom('properties')
      .select('address')
      .where('isDemo', '=', 0)
      .where('ownerId', 'in', demoListers(db))
      .orderBy('address')
      .execute(),
  ]);
  return { listings: listings.map((r) => r.name), houses: houses.map((r) => r.address) };
}
