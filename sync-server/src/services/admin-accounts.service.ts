import {
  type ActivityAnswer,
  type AdminUser,
  adminUsersQuerySchema,
  type BillingAnswer,
  toggleVerificationSchema,
  updatePlanSchema,
  userIdBodySchema,
} from '@stagehouse/shared/admin.schema';
import { money } from '@stagehouse/shared/limits';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../db/database';
import { recordActivity } from '../db/repos/activity.repo';
import { inTransaction } from '../db/transaction';
import { notFound } from '../http/errors';
import type { Mailer } from './mailer';
import { sendPasswordReset } from './password-reset.service';
import { containsPattern, monthStart, toCount } from '../db/query-helpers';

const yearAgo = () => new Date(Date.now() - 365 * 24 * 60 * 60 * 1000).toISOString();

export const listUsers = async (db: Db, input: unknown) => {
  const q = adminUsersQuerySchema.parse(input);
  let query = db.selectFrom('users').where('role', '!=', 'admin');
  if (q.search) {
    const term = containsPattern(q.search);
    query = query.where((eb) => eb.or([eb('firstName', 'like', term), eb('lastName', 'like', term), eb('email', 'like', term), eb('company', 'like', term)]));
  }
  if (q.userType !== 'all') query = query.where('role', '=', q.userType);
  if (q.verified !== undefined) query = query.where('isVerified', '=', q.verified ? 1 : 0);
  if (q.active !== undefined) query = query.where('isActive', '=', q.active ? 1 : 0);
  const [total, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    query
      .select(['id', 'firstName', 'lastName', 'email', 'role', 'company', 'isVerified', 'isActive', 'plan', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
  ]);
  const users: AdminUser[] = rows.map((r) => ({ ...r, userType: r.role, isVerified: r.isVerified === 1, isActive: r.isActive === 1 }));
  return { users, total: toCount(total.n), page: q.page, pageSize: q.pageSize };
};

const targetUser = async (db: Db, userId: number) => {
  const user = await db.selectFrom('users').select(['id', 'firstName', 'lastName', 'plan']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('User not found');
  return user;
};

export const toggleVerification = async (db: Db, admin: User, input: unknown, ip: string) => {
  const { userId, isVerified } = toggleVerificationSchema.parse(input);
  const user = await targetUser(db, userId);
  await inTransaction(db, async (trx) => {
    await trx.updateTable('users').set({ isVerified: isVerified ? 1 : 0, updatedAt: new Date().toISOString() }).where('id', '=', userId).execute();
    await recordActivity(trx, { actor: admin, action: 'update', entityType: 'user', entityId: userId, entityTitle: `${user.firstName} ${user.lastName}`, details: isVerified ? 'Verified' : 'Verification removed', ipAddress: ip });
  });
  return { userId, isVerified };
};

export const adminResetPassword = async (db: Db, mailer: Mailer, admin: User, input: unknown, publicUrl: string, ip: string) => {
  const { userId } = userIdBodySchema.parse(input);
  const user = await targetUser(db, userId);
  await sendPasswordReset(db, mailer, userId, publicUrl);
  await recordActivity(db, { actor: admin, action: 'update', entityType: 'user', entityId: userId, entityTitle: `${user.firstName} ${user.lastName}`, details: 'Password reset email sent', ipAddress: ip });
  return { userId, sent: true };
};

/** A move to Plus bills this month's 25 USD once; the plan shows in billing from then on. */
export const updatePlan = async (db: Db, admin: User, input: unknown, ip: string) => {
  const { userId, planType } = updatePlanSchema.parse(input);
  const user = await targetUser(db, userId);
  await inTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    await trx.updateTable('users').set({ plan: planType, updatedAt: now }).where('id', '=', userId).execute();
    if (planType === 'plus') {
      const billed = await trx.selectFrom('billingLedger').select('id').where('userId', '=', userId).where('kind', '=', 'plus_subscription').where('occurredAt', '>=', monthStart()).executeTakeFirst();
      if (!billed) await trx.insertInto('billingLedger').values({ userId, kind: 'plus_subscription', amountCents: money.plusMonthlyUsd * 100, reference: 'plan change', occurredAt: now }).execute();
    }
    await recordActivity(trx, { actor: admin, action: 'update', entityType: 'user', entityId: userId, entityTitle: `${user.firstName} ${user.lastName}`, details: `Plan ${user.plan} → ${planType}`, ipAddress: ip });
  });
  return { userId, planType };
};

/** Stagers and realtors with who they are; each report adds its own figures. */
const listers = (db: Db) =>
  db.selectFrom('users as u').where('u.role', 'in', ['stager', 'realtor']).select(['u.id', 'u.firstName', 'u.lastName', 'u.email', 'u.company', 'u.role']);

/** Accounts with their plan, this month's RSVPs and twelve months of revenue, from the billing ledger. */
export const billing = async (db: Db): Promise<BillingAnswer> => {
  const thisMonth = monthStart();
  const lastMonth = monthStart(1);
  const rows = await listers(db)
    .select((eb) => [
      'u.plan',
      'u.billingStatus',
      eb.selectFrom('billingLedger').whereRef('userId', '=', 'u.id').where('kind', '=', 'rsvp').where('occurredAt', '>=', thisMonth).select((s) => s.fn.countAll<number>().as('n')).as('rsvpCount'),
      eb.selectFrom('billingLedger').whereRef('userId', '=', 'u.id').where('occurredAt', '>=', yearAgo()).select((s) => s.fn.sum<number>('amountCents').as('t')).as('revenueCents'),
    ])
    .orderBy('u.lastName')
    .orderBy('u.firstName')
    .execute();
  const lastMonthRow = await db
    .selectFrom('billingLedger')
    .select((eb) => eb.fn.sum<number>('amountCents').as('t'))
    .where('occurredAt', '>=', lastMonth)
    .where('occurredAt', '<', thisMonth)
    .executeTakeFirstOrThrow();

  const users = rows.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    company: r.company,
    currentPlan: r.plan,
    billingStatus: r.billingStatus,
    rsvpCount: toCount(r.rsvpCount),
    totalRevenue: toCount(r.revenueCents) / 100,
  }));
  const plusAccounts = users.filter((u) => u.currentPlan === 'plus').length;
  const totalRsvps = users.reduce((sum, u) => sum + u.rsvpCount, 0);
  const rsvpRevenue = totalRsvps * money.rsvpFeeUsd;
  const monthlyRevenue = plusAccounts * money.plusMonthlyUsd + rsvpRevenue;
  const previous = toCount(lastMonthRow.t) / 100;
  return {
    users,
    revenue: {
      monthlyRevenue,
      monthlyGrowth: previous === 0 ? 0 : Math.round(((monthlyRevenue - previous) / previous) * 1000) / 10,
      rsvpRevenue,
      totalRsvps,
      avgRevenuePerUser: users.length === 0 ? 0 : Math.round((monthlyRevenue / users.length) * 100) / 100,
    },
  };
};

/** Each lister's listings, favourites of their pieces, RSVPs to their open houses, sales and open houses. */
export const activity = async (db: Db): Promise<ActivityAnswer> => {
  const rows = await listers(db)
    .select((eb) => [
      eb.selectFrom('furniture').whereRef('ownerId', '=', 'u.id').select((s) => s.fn.countAll<number>().as('n')).as('totalListings'),
      eb.selectFrom('favorites').innerJoin('furniture', 'furniture.id', 'favorites.furnitureId').whereRef('furniture.ownerId', '=', 'u.id').select((s) => s.fn.countAll<number>().as('n')).as('totalFavorites'),
      eb.selectFrom('rsvps').innerJoin('properties', 'properties.id', 'rsvps.propertyId').whereRef('properties.ownerId', '=', 'u.id').select((s) => s.fn.countAll<number>().as('n')).as('totalRsvps'),
      eb.selectFrom('furniture').whereRef('ownerId', '=', 'u.id').where('status', '=', 'sold').select((s) => s.fn.countAll<number>().as('n')).as('totalSales'),
      eb.selectFrom('properties').whereRef('ownerId', '=', 'u.id').select((s) => s.fn.countAll<number>().as('n')).as('totalOpenHouses'),
      eb.selectFrom('furniture').whereRef('ownerId', '=', 'u.id').select((s) => s.fn.avg<number>('priceCents').as('a')).as('avgPriceCents'),
      eb.selectFrom('furniture').whereRef('ownerId', '=', 'u.id').where('propertyId', 'is not', null).select((s) => s.fn.countAll<number>().as('n')).as('piecesInHouses'),
    ])
    .execute();
  const users = rows.map((r) => {
    const openHouses = toCount(r.totalOpenHouses);
    return {
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      company: r.company,
      userType: r.role as 'stager' | 'realtor',
      totalListings: toCount(r.totalListings),
      totalFavorites: toCount(r.totalFavorites),
      totalRsvps: toCount(r.totalRsvps),
      totalSales: toCount(r.totalSales),
      totalOpenHouses: openHouses,
      avgListingPrice: Math.round(toCount(r.avgPriceCents)) / 100,
      avgFurniturePerOpenHouse: openHouses === 0 ? 0 : Math.round((toCount(r.piecesInHouses) / openHouses) * 10) / 10,
    };
  });
  const sum = (key: 'totalListings' | 'totalFavorites' | 'totalRsvps' | 'totalSales' | 'totalOpenHouses') => users.reduce((t, u) => t + u[key], 0);
  return {
    users,
    totals: { totalListings: sum('totalListings'), totalFavorites: sum('totalFavorites'), totalRsvps: sum('totalRsvps'), totalSales: sum('totalSales'), totalOpenHouses: sum('totalOpenHouses') },
  };
};
