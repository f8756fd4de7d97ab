import type { AdminStats, EmailStats, FurnitureByStager, FurnitureByZip, OpenHousesByZip } from '@stagehouse/shared/admin.schema';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { toCount } from '../db/query-helpers';

const dollars = (cents: unknown) => Math.round(Number(cents ?? 0)) / 100;
const dayAgo = () => new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();

/** Subscribers are the distinct emails of RSVPs and of registered listers. */
const subscriberEmails = (db: Db) =>
  db
    .selectFrom('rsvps')
    .select(['email', sql<string>`'rsvp'`.as('source')])
    .union(db.selectFrom('users').select(['email', sql<string>`'registration'`.as('source')]).where('role', '!=', 'admin'));

export const dashboardStats = async (db: Db): Promise<AdminStats> => {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('users').where('role', '!=', 'admin').select((s) => s.fn.countAll<number>().as('n')).as('users'),
      eb.selectFrom('users').where('role', '=', 'stager').select((s) => s.fn.countAll<number>().as('n')).as('stagers'),
      eb.selectFrom('users').where('role', '=', 'realtor').select((s) => s.fn.countAll<number>().as('n')).as('realtors'),
      eb
        .selectFrom('signIns')
        .innerJoin('users', 'users.id', 'signIns.userId')
        .where('users.role', '!=', 'admin')
        .where('signIns.createdAt', '>=', dayAgo())
        .select((s) => s.fn.count('signIns.userId').distinct().as('n'))
        .as('active'),
      eb.selectFrom(subscriberEmails(db).as('s')).select((s) => s.fn.count('s.email').distinct().as('n')).as('subscribers'),
      eb.selectFrom('furniture').select((s) => s.fn.countAll<number>().as('n')).as('pieces'),
      eb.selectFrom('furniture').where('status', '=', 'sold').select((s) => s.fn.countAll<number>().as('n')).as('sold'),
      eb.selectFrom('rsvps').select((s) => s.fn.countAll<number>().as('n')).as('rsvps'),
      eb.selectFrom('favorites').select((s) => s.fn.countAll<number>().as('n')).as('favorites'),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalUsers: toCount(row.users),
    totalStagers: toCount(row.stagers),
    totalRealtors: toCount(row.realtors),
    dailyActiveUsers: toCount(row.active),
    emailSubscribers: toCount(row.subscribers),
    totalFurnitureItems: toCount(row.pieces),
    totalSoldItems: toCount(row.sold),
    totalRSVPs: toCount(row.rsvps),
    totalFavorites: toCount(row.favorites),
  };
};

export const emailStats = async (db: Db): Promise<EmailStats> => {
  const subscribers = subscriberEmails(db).as('s');
  const [total, bySource, byZipCode] = await Promise.all([
    db.selectFrom(subscribers).select((s) => s.fn.count('s.email').distinct().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom(subscribers).select(['s.source', (s) => s.fn.count('s.email').distinct().as('count')]).groupBy('s.source').orderBy('count', 'desc').execute(),
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
    totalSubscribers: toCount(total.n),
    bySource: bySource.map((r) => ({ source: r.source, count: toCount(r.count) })),
    byZipCode: byZipCode.map((r) => ({ zipCode: r.zipCode, count: toCount(r.count) })),
  };
};

export const furnitureByZip = async (db: Db): Promise<FurnitureByZip[]> => {
  const rows = await db
    .selectFrom('furniture')
    .innerJoin('properties', 'properties.id', 'furniture.propertyId')
    .select((eb) => [
      'properties.zipCode',
      eb.fn.countAll<number>().as('totalListed'),
      eb.fn.sum<number>(eb.case().when('furniture.status', '=', 'sold').then(1).else(0).end()).as('totalSold'),
      eb.fn.avg<number>('furniture.priceCents').as('avgListed'),
      eb.fn.avg<number>(eb.case().when('furniture.status', '=', 'sold').then(eb.ref('furniture.priceCents')).end()).as('avgSold'),
    ])
    .where('furniture.status', '!=', 'draft')
    .groupBy('properties.zipCode')
    .orderBy('totalListed', 'desc')
    .orderBy('properties.zipCode')
    .execute();
  return rows.map((r) => ({ zipCode: r.zipCode, totalListed: toCount(r.totalListed), totalSold: toCount(r.totalSold), avgListedPrice: dollars(r.avgListed), avgSoldPrice: dollars(r.avgSold) }));
};

export const furnitureByStager = async (db: Db): Promise<FurnitureByStager[]> => {
  const rows = await db
    .selectFrom('users as u')
    .where('u.role', 'in', ['stager', 'realtor'])
    .select((eb) => [
      'u.id as stagerId',
      'u.firstName',
      'u.lastName',
      'u.company',
      eb.selectFrom('furniture').whereRef('ownerId', '=', 'u.id').where('status', '!=', 'draft').select((s) => s.fn.countAll<number>().as('n')).as('totalListed'),
      eb.selectFrom('furniture').whereRef('ownerId', '=', 'u.id').where('status', '=', 'sold').select((s) => s.fn.countAll<number>().as('n')).as('totalSold'),
      eb.selectFrom('rsvps').innerJoin('properties', 'properties.id', 'rsvps.propertyId').whereRef('properties.ownerId', '=', 'u.id').select((s) => s.fn.countAll<number>().as('n')).as('totalRsvps'),
      eb.selectFrom('favorites').innerJoin('furniture', 'furniture.id', 'favorites.furnitureId').whereRef('furniture.ownerId', '=', 'u.id').select((s) => s.fn.countAll<number>().as('n')).as('totalFavorites'),
      eb.selectFrom('furniture').whereRef('ownerId', '=', 'u.id').where('status', '!=', 'draft').select((s) => s.fn.avg<number>('priceCents').as('a')).as('avgListed'),
      eb.selectFrom('furniture').whereRef('ownerId', '=', 'u.id').where('status', '=', 'sold').select((s) => s.fn.sum<number>('priceCents').as('t')).as('earnings'),
    ])
    .execute();
  return rows
    .map((r) => ({
      stagerId: r.stagerId,
      stagerName: `${r.firstName} ${r.lastName}`,
      stagerCompany: r.company,
      totalListed: toCount(r.totalListed),
      totalSold: toCount(r.totalSold),
      totalRSVPs: toCount(r.totalRsvps),
      totalFavorites: toCount(r.totalFavorites),
      avgListedPrice: dollars(r.avgListed),
      totalEarnings: dollars(r.earnings),
    }))
    .sort((a, b) => b.totalEarnings - a.totalEarnings || b.totalListed - a.totalListed);
};

export const openHousesByZip = async (db: Db): Promise<OpenHousesByZip[]> => {
  const rows = await db
    .selectFrom('properties as p')
    .select((eb) => [
      'p.zipCode',
      eb.fn.countAll<number>().as('openHouses'),
      eb.fn.sum<number>(eb.selectFrom('rsvps').whereRef('rsvps.propertyId', '=', 'p.id').select((s) => s.fn.countAll<number>().as('n'))).as('rsvps'),
      eb.fn.sum<number>(eb.selectFrom('furniture').whereRef('furniture.propertyId', '=', 'p.id').where('status', '!=', 'draft').select((s) => s.fn.countAll<number>().as('n'))).as('furnitureCount'),
    ])
    .groupBy('p.zipCode')
    .orderBy('openHouses', 'desc')
    .orderBy('p.zipCode')
    .execute();
  return rows.map((r) => ({ zipCode: r.zipCode, openHouses: toCount(r.openHouses), rsvps: toCount(r.rsvps), furnitureCount: toCount(r.furnitureCount) }));
};
