import {
  type ActivityAnswer,
  activityQuerySchema,
  type AdminUser,
  adminUsersQuerySchema,
  type BillingAnswer,
  billingQuerySchema,
  toggleBetaSchema,
  toggleVerificationSchema,
  updatePlanSchema,
  userIdBodySchema,
} from '@stagehouse/shared/admin.schema';
import { periodStart } from '@stagehouse/shared/figures';
import { money } from '@stagehouse/shared/limits';
import { fromCents, toCents } from '@stagehouse/shared/money';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../../db/database';
import { recordActivity } from './activity.repo';
import { activityFiguresByLister, activityTotals, billingFiguresByLister, billingTotals } from './admin-analytics.repo';
import { insertLedgerEntry, hasLedgerEntrySince, ledgerTotalBetween } from '../accounts/billing-ledger.repo';
import { findUserById, listNonAdminUsers, setUserBeta, setUserPlan, setUserVerified } from '../accounts/users.repo';
import { notFound } from '../../http/errors';
import { type AdminLogLine, changeWithLogLine } from './admin-change';
import type { Mailer } from '../../infra/mailer';
import { sendPasswordReset } from '../auth/password-reset.service';

export async function listUsers(db: Db, input: unknown) {
  const q = adminUsersQuerySchema.parse(input);
  const { total, rows } = await listNonAdminUsers(db, q);
  const users: AdminUser[] = rows.map((r) => ({
    ...r,
    userType: r.role,
    isVerified: r.isVerified === 1,
    isActive: r.isActive === 1,
    isBeta: r.isBeta === 1,
  }));
  return { users, total, page: q.page, pageSize: q.pageSize };
}

async function targetUser(db: Db, userId: number) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('User not found');
  return user;
}

const userLogLine = (user: { id: number; firstName: string; lastName: string }, details: string): AdminLogLine => ({
  action: 'update',
  entityType: 'user',
  entityId: user.id,
  entityTitle: `${user.firstName} ${user.lastName}`,
  details,
});

export async function toggleVerification(db: Db, admin: User, input: unknown, ip: string) {
  const { userId, isVerified } = toggleVerificationSchema.parse(input);
  const user = await targetUser(db, userId);
  await changeWithLogLine(
    db,
    admin,
    ip,
    (trx) => setUserVerified(trx, userId, isVerified),
    () => userLogLine(user, isVerified ? 'Verified' : 'Verification removed'),
  );
  return { userId, isVerified };
}

export async function toggleBeta(db: Db, admin: User, input: unknown, ip: string) {
  const { userId, isBeta } = toggleBetaSchema.parse(input);
  const user = await targetUser(db, userId);
  await changeWithLogLine(
    db,
    admin,
    ip,
    (trx) => setUserBeta(trx, userId, isBeta),
    () => userLogLine(user, isBeta ? 'Marked as beta tester' : 'No longer a beta tester'),
  );
  return { userId, isBeta };
}

export async function adminResetPassword(db: Db, mailer: Mailer, admin: User, input: unknown, publicUrl: string, ip: string) {
  const { userId } = userIdBodySchema.parse(input);
  const user = await targetUser(db, userId);
  await sendPasswordReset(db, mailer, userId, publicUrl);
  await recordActivity(db, { actor: admin, ...userLogLine(user, 'Password reset email sent'), ipAddress: ip });
  return { userId, sent: true };
}

/** A move to Plus bills this month's 25 USD once; the plan shows in billing from then on. */
export async function updatePlan(db: Db, admin: User, input: unknown, ip: string) {
  const { userId, planType } = updatePlanSchema.parse(input);
  const user = await targetUser(db, userId);
  await changeWithLogLine(
    db,
    admin,
    ip,
    async (trx) => {
      const now = new Date().toISOString();
      await setUserPlan(trx, userId, planType, now);
      if (planType === 'plus' && !(await hasLedgerEntrySince(trx, userId, 'plus_subscription', periodStart('thisMonth')))) {
        await insertLedgerEntry(trx, {
          userId,
          kind: 'plus_subscription',
          amountCents: toCents(money.plusMonthlyUsd),
          reference: 'plan change',
          occurredAt: now,
        });
      }
    },
    () => userLogLine(user, `Plan ${user.plan} → ${planType}`),
  );
  return { userId, planType };
}

/** One page of the accounts with the filters, with their plan, this month's RSVPs and the last 12 months of revenue, from the billing ledger; the revenue and subscriptions are over every account. */
export async function billing(db: Db, input: unknown): Promise<BillingAnswer> {
  const q = billingQuerySchema.parse(input);
  const thisMonth = periodStart('thisMonth');
  const [{ total, rows }, totals, lastMonthCents] = await Promise.all([
    billingFiguresByLister(db, thisMonth, periodStart('last12Months'), q),
    billingTotals(db, thisMonth),
    ledgerTotalBetween(db, periodStart('lastMonth'), thisMonth),
  ]);
  const users = rows.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    company: r.company,
    currentPlan: r.plan,
    billingStatus: r.billingStatus,
    rsvpCount: r.rsvpCount,
    totalRevenue: fromCents(r.revenueCents),
  }));
  const rsvpRevenue = totals.rsvps * money.rsvpFeeUsd;
  const monthlyRevenue = totals.plus * money.plusMonthlyUsd + rsvpRevenue;
  const previous = fromCents(lastMonthCents);
  return {
    users,
    total,
    page: q.page,
    pageSize: q.pageSize,
    revenue: {
      monthlyRevenue,
      monthlyGrowth: previous === 0 ? 0 : Math.round(((monthlyRevenue - previous) / previous) * 1000) / 10,
      rsvpRevenue,
      totalRsvps: totals.rsvps,
      avgRevenuePerUser: totals.accounts === 0 ? 0 : fromCents(toCents(monthlyRevenue / totals.accounts)),
    },
    subscriptions: { base: totals.accounts - totals.plus, plus: totals.plus },
  };
}

/** One page of the listers with the filters and sort, each with their listings, favourites of their pieces, RSVPs to their open houses, sales and open houses; the totals are over every lister. */
export async function activity(db: Db, input: unknown): Promise<ActivityAnswer> {
  const q = activityQuerySchema.parse(input);
  const [{ total, rows }, totals] = await Promise.all([activityFiguresByLister(db, q), activityTotals(db)]);
  const users = rows.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    company: r.company,
    userType: r.role as 'stager' | 'realtor',
    totalListings: r.totalListings,
    totalFavorites: r.totalFavorites,
    totalRsvps: r.totalRsvps,
    totalSales: r.totalSales,
    totalOpenHouses: r.totalOpenHouses,
    avgListingPrice: fromCents(r.avgPriceCents),
    avgFurniturePerOpenHouse: r.totalOpenHouses === 0 ? 0 : Math.round((r.piecesInHouses / r.totalOpenHouses) * 10) / 10,
  }));
  return { users, totals, total, page: q.page, pageSize: q.pageSize };
}
