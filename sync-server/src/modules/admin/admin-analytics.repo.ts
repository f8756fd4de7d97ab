import type { activityQuerySchema, billingQuerySchema, EmailStats } from '@stagehouse/shared/admin.schema';
import { listedStatuses } from '@stagehouse/shared/figures';
import { type ExpressionBuilder, sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { anyContains, onePage, toCount } from '../../db/query-helpers';
import type { Database } from '../../db/schema';

type Source = EmailStats['bySource'][number]['source'];

/** Subscribers are the distinct emails of RSVPs and of registered listers. */
const subscriberEmails = (db: Db) =>
  db
    .selectFrom('rsvps')
    .select(['email', sql<Source>`'rsvp'`.as('source')])
    .union(
      db
        .selectFrom('users')
        .select(['email', sql<Source>`'registration'`.as('source')])
        .where('role', '!=', 'admin'),
    );

/** The platform's headline counts (as shared/figures defines them); active users are those who signed in since `activeSince`. */
export async function countPlatformFigures(db: Db, activeSince: string) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('users')
        .where('role', '!=', 'admin')
        .select((s) => s.fn.countAll<number>().as('n'))
        .as('users'),
      eb
        .selectFrom('users')
        .where('role', '=', 'stager')
        .select((s) => s.fn.countAll<number>().as('n'))
        .as('stagers'),
      eb
        .selectFrom('users')
        .where('role', '=', 'realtor')
        .select((s) => s.fn.countAll<number>().as('n'))
        .as('realtors'),
      eb
        .selectFrom('signIns')
        .innerJoin('users', 'users.id', 'signIns.userId')
        .where('users.role', '!=', 'admin')
        .where('signIns.createdAt', '>=', activeSince)
        .select((s) => s.fn.count('signIns.userId').distinct().as('n'))
        .as('active'),
      eb
        .selectFrom(subscriberEmails(db).as('s'))
        .select((s) => s.fn.count('s.email').distinct().as('n'))
        .as('subscribers'),
      eb
        .selectFrom('furniture')
        .where('status', 'in', listedStatuses)
        .select((s) => s.fn.countAll<number>().as('n'))
        .as('listings'),
      eb
        .selectFrom('furniture')
        .where('status', '=', 'sold')
        .select((s) => s.fn.countAll<number>().as('n'))
        .as('sold'),
      eb
        .selectFrom('rsvps')
        .select((s) => s.fn.countAll<number>().as('n'))
        .as('rsvps'),
      eb
        .selectFrom('favorites')
        .select((s) => s.fn.countAll<number>().as('n'))
        .as('favorites'),
    ])
    .executeTakeFirstOrThrow();
  return {
    users: toCount(row.users),
    stagers: toCount(row.stagers),
    realtors: toCount(row.realtors),
    active: toCount(row.active),
    subscribers: toCount(row.subscribers),
    listings: toCount(row.listings),
    sold: toCount(row.sold),
    rsvps: toCount(row.rsvps),
    favorites: toCount(row.favorites),
  };
}

/** Distinct subscriber emails: all of them, by source (most first), and RSVP emails by the zip code of the open house. */
export async function countSubscribers(db: Db) {
  const subscribers = subscriberEmails(db).as('s');
  const [total, bySource, byZipCode] = await Promise.all([
    db
      .selectFrom(subscribers)
      .select((s) => s.fn.count('s.email').distinct().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom(subscribers)
      .select(['s.source', (s) => s.fn.count('s.email').distinct().as('count')])
      .groupBy('s.source')
      .orderBy('count', 'desc')
      .execute(),
    db
      .selectFrom('rsvps')
      .innerJoin('properties', 'properties.id', 'rsvps.propertyId')
      .select(['properties.zipCode', (s) => s.fn.count('rsvps.email').distinct().as('count')])
      .groupBy('properties.zipCode')
      .orderBy('count', 'desc')
      .orderBy('properties.zipCode')
      .execute(),
  ]);
  return {
    total: toCount(total.n),
    bySource: bySource.map((r) => ({ source: r.source, count: toCount(r.count) })),
    byZipCode: byZipCode.map((r) => ({ zipCode: r.zipCode, count: toCount(r.count) })),
  };
}

/** Listings by the zip code of the open house they stand in, most first, with average asking and sold prices in cents. */
export async function furnitureFiguresByZip(db: Db) {
  const rows = await db
    .selectFrom('furniture')
    .innerJoin('properties', 'properties.id', 'furniture.propertyId')
    .select((eb) => [
      'properties.zipCode',
      eb.fn.countAll<number>().as('totalListed'),
      eb.fn.sum<number>(eb.case().when('furniture.status', '=', 'sold').then(1).else(0).end()).as('totalSold'),
      eb.fn.avg<number>('furniture.priceCents').as('avgListedCents'),
      eb.fn.avg<number>(eb.case().when('furniture.status', '=', 'sold').then(eb.ref('furniture.priceCents')).end()).as('avgSoldCents'),
    ])
    .where('furniture.status', 'in', listedStatuses)
    .groupBy('properties.zipCode')
    .orderBy('totalListed', 'desc')
    .orderBy('properties.zipCode')
    .execute();
  return rows.map((r) => ({
    zipCode: r.zipCode,
    totalListed: toCount(r.totalListed),
    totalSold: toCount(r.totalSold),
    avgListedCents: r.avgListedCents,
    avgSoldCents: r.avgSoldCents,
  }));
}

/** Stagers and realtors; each report adds who they are and its own figures. */
const listers = (db: Db) => db.selectFrom('users as u').where('u.role', 'in', ['stager', 'realtor']);
type Listers = ReturnType<typeof listers>;
const listerColumns = ['u.id', 'u.firstName', 'u.lastName', 'u.email', 'u.company', 'u.role'] as const;

/** Listers whose first or last name, email or company contains `search`, if given. */
const listersMatching = (db: Db, search: string | undefined): Listers =>
  search ? listers(db).where(anyContains(['u.firstName', 'u.lastName', 'u.email', 'u.company'], search)) : listers(db);

type ListerEb = ExpressionBuilder<Database & { u: Database['users'] }, 'u'>;

/* One lister's rows, as shared/figures defines them; every report counts these and nothing else. */
const piecesOf = (eb: ListerEb) =>
  eb.selectFrom('furniture').whereRef('furniture.ownerId', '=', 'u.id').where('furniture.status', 'in', listedStatuses);
const salesOf = (eb: ListerEb) =>
  eb.selectFrom('furniture').whereRef('furniture.ownerId', '=', 'u.id').where('furniture.status', '=', 'sold');
const openHousesOf = (eb: ListerEb) => eb.selectFrom('properties').whereRef('properties.ownerId', '=', 'u.id');
const favoritesOf = (eb: ListerEb) =>
  eb.selectFrom('favorites').innerJoin('furniture', 'furniture.id', 'favorites.furnitureId').whereRef('furniture.ownerId', '=', 'u.id');
const rsvpsOf = (eb: ListerEb) =>
  eb.selectFrom('rsvps').innerJoin('properties', 'properties.id', 'rsvps.propertyId').whereRef('properties.ownerId', '=', 'u.id');
const piecesInOpenHousesOf = (eb: ListerEb) =>
  eb
    .selectFrom('furniture')
    .innerJoin('properties', 'properties.id', 'furniture.propertyId')
    .whereRef('properties.ownerId', '=', 'u.id')
    .where('furniture.status', 'in', listedStatuses);

/** Every stager and realtor with their listings, sales, RSVPs, favorites, average asking price and sales in cents. */
export async function furnitureFiguresByLister(db: Db) {
  const rows = await listers(db)
    .select(listerColumns)
    .select((eb) => [
      piecesOf(eb)
        .select((s) => s.fn.countAll<number>().as('n'))
        .as('totalListed'),
      salesOf(eb)
        .select((s) => s.fn.countAll<number>().as('n'))
        .as('totalSold'),
      rsvpsOf(eb)
        .select((s) => s.fn.countAll<number>().as('n'))
        .as('totalRsvps'),
      favoritesOf(eb)
        .select((s) => s.fn.countAll<number>().as('n'))
        .as('totalFavorites'),
      piecesOf(eb)
        .select((s) => s.fn.avg<number>('furniture.priceCents').as('a'))
        .as('avgListedCents'),
      salesOf(eb)
        .select((s) => s.fn.sum<number>('furniture.priceCents').as('t'))
        .as('earningsCents'),
    ])
    .execute();
  return rows.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    company: r.company,
    totalListed: toCount(r.totalListed),
    totalSold: toCount(r.totalSold),
    totalRsvps: toCount(r.totalRsvps),
    totalFavorites: toCount(r.totalFavorites),
    avgListedCents: r.avgListedCents,
    earningsCents: r.earningsCents,
  }));
}

/** Open houses by zip code, most first, with their RSVPs and the listings standing in them. */
export async function openHouseFiguresByZip(db: Db) {
  const rows = await db
    .selectFrom('properties as p')
    .select((eb) => [
      'p.zipCode',
      eb.fn.countAll<number>().as('openHouses'),
      eb.fn
        .sum<number>(
          eb
            .selectFrom('rsvps')
            .whereRef('rsvps.propertyId', '=', 'p.id')
            .select((s) => s.fn.countAll<number>().as('n')),
        )
        .as('rsvps'),
      eb.fn
        .sum<number>(
          eb
            .selectFrom('furniture')
            .whereRef('furniture.propertyId', '=', 'p.id')
            .where('status', 'in', listedStatuses)
            .select((s) => s.fn.countAll<number>().as('n')),
        )
        .as('furnitureCount'),
    ])
    .groupBy('p.zipCode')
    .orderBy('openHouses', 'desc')
    .orderBy('p.zipCode')
    .execute();
  return rows.map((r) => ({
    zipCode: r.zipCode,
    openHouses: toCount(r.openHouses),
    rsvps: toCount(r.rsvps),
    furnitureCount: toCount(r.furnitureCount),
  }));
}

/**
 * Listers with the filters by name (then id), with their plan, RSVPs billed since `rsvpsSince` and
 * ledger revenue in cents since `revenueSince`: one page of them and how many match in all.
 */
export async function billingFiguresByLister(db: Db, rsvpsSince: string, revenueSince: string, q: z.output<typeof billingQuerySchema>) {
  let matching = listersMatching(db, q.search);
  if (q.plan !== 'all') matching = matching.where('u.plan', '=', q.plan);
  if (q.status !== 'all') matching = matching.where('u.billingStatus', '=', q.status);
  const { total, rows } = await onePage(
    matching,
    (found) =>
      found
        .select(listerColumns)
        .select((eb) => [
          'u.plan',
          'u.billingStatus',
          eb
            .selectFrom('billingLedger')
            .whereRef('userId', '=', 'u.id')
            .where('kind', '=', 'rsvp')
            .where('occurredAt', '>=', rsvpsSince)
            .select((s) => s.fn.countAll<number>().as('n'))
            .as('rsvpCount'),
          eb
            .selectFrom('billingLedger')
            .whereRef('userId', '=', 'u.id')
            .where('occurredAt', '>=', revenueSince)
            .select((s) => s.fn.sum<number>('amountCents').as('t'))
            .as('revenueCents'),
        ])
        .orderBy('u.lastName')
        .orderBy('u.firstName')
        .orderBy('u.id'),
    q,
  );
  return { total, rows: rows.map((r) => ({ ...r, rsvpCount: toCount(r.rsvpCount) })) };
}

/** Over every lister: how many there are, how many are on Plus, and the RSVPs billed to them since `rsvpsSince`. */
export async function billingTotals(db: Db, rsvpsSince: string) {
  const row = await listers(db)
    .select((eb) => [
      eb.fn.countAll<number>().as('accounts'),
      eb.fn.sum<number>(eb.case().when('u.plan', '=', 'plus').then(1).else(0).end()).as('plus'),
      eb.fn
        .sum<number>(
          eb
            .selectFrom('billingLedger')
            .whereRef('userId', '=', 'u.id')
            .where('kind', '=', 'rsvp')
            .where('occurredAt', '>=', rsvpsSince)
            .select((s) => s.fn.countAll<number>().as('n')),
        )
        .as('rsvps'),
    ])
    .executeTakeFirstOrThrow();
  return { accounts: toCount(row.accounts), plus: toCount(row.plus), rsvps: toCount(row.rsvps) };
}

/** Each lister's listings, favorites of their pieces, RSVPs to their open houses, sales, open houses, average asking price in cents and listings in their open houses. */
const activityFigures = (matching: Listers) =>
  matching.select(listerColumns).select((eb) => [
    piecesOf(eb)
      .select((s) => s.fn.countAll<number>().as('n'))
      .as('totalListings'),
    favoritesOf(eb)
      .select((s) => s.fn.countAll<number>().as('n'))
      .as('totalFavorites'),
    rsvpsOf(eb)
      .select((s) => s.fn.countAll<number>().as('n'))
      .as('totalRsvps'),
    salesOf(eb)
      .select((s) => s.fn.countAll<number>().as('n'))
      .as('totalSales'),
    openHousesOf(eb)
      .select((s) => s.fn.countAll<number>().as('n'))
      .as('totalOpenHouses'),
    piecesOf(eb)
      .select((s) => s.fn.avg<number>('furniture.priceCents').as('a'))
      .as('avgPriceCents'),
    piecesInOpenHousesOf(eb)
      .select((s) => s.fn.countAll<number>().as('n'))
      .as('piecesInHouses'),
  ]);

/** The figures each sort adds up. */
const sortFigures: Record<ActivitySort, ActivityFigure[]> = {
  total: ['totalListings', 'totalFavorites', 'totalRsvps', 'totalSales', 'totalOpenHouses'],
  listings: ['totalListings'],
  favorites: ['totalFavorites'],
  rsvps: ['totalRsvps'],
  sales: ['totalSales'],
  openHouses: ['totalOpenHouses'],
};
type ActivitySort = z.output<typeof activityQuerySchema>['sort'];
type ActivityFigure = 'totalListings' | 'totalFavorites' | 'totalRsvps' | 'totalSales' | 'totalOpenHouses';

/**
 * Listers with the filters and their activity figures, the sort's figure most first (then by id):
 * one page of them and how many match in all.
 */
export async function activityFiguresByLister(db: Db, q: z.output<typeof activityQuerySchema>) {
  const matching = q.userType === 'all' ? listersMatching(db, q.search) : listersMatching(db, q.search).where('u.role', '=', q.userType);
  const sortBy = sql<number>`${sql.join(
    sortFigures[q.sort].map((figure) => sql.ref(`a.${figure}`)),
    sql` + `,
  )}`;
  const { total, rows } = await onePage(
    db.selectFrom(activityFigures(matching).as('a')),
    (found) => found.selectAll('a').orderBy(sortBy, 'desc').orderBy('a.id'),
    q,
  );
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      company: r.company,
      role: r.role,
      totalListings: toCount(r.totalListings),
      totalFavorites: toCount(r.totalFavorites),
      totalRsvps: toCount(r.totalRsvps),
      totalSales: toCount(r.totalSales),
      totalOpenHouses: toCount(r.totalOpenHouses),
      avgPriceCents: r.avgPriceCents,
      piecesInHouses: toCount(r.piecesInHouses),
    })),
  };
}

/** Each activity figure added up over every lister. */
export async function activityTotals(db: Db) {
  const row = await db
    .selectFrom(activityFigures(listers(db)).as('a'))
    .select((eb) => [
      eb.fn.sum<number>('a.totalListings').as('totalListings'),
      eb.fn.sum<number>('a.totalFavorites').as('totalFavorites'),
      eb.fn.sum<number>('a.totalRsvps').as('totalRsvps'),
      eb.fn.sum<number>('a.totalSales').as('totalSales'),
      eb.fn.sum<number>('a.totalOpenHouses').as('totalOpenHouses'),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalListings: toCount(row.totalListings),
    totalFavorites: toCount(row.totalFavorites),
    totalRsvps: toCount(row.totalRsvps),
    totalSales: toCount(row.totalSales),
    totalOpenHouses: toCount(row.totalOpenHouses),
  };
}
