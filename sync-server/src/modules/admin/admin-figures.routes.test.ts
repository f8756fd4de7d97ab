import { sql } from 'kysely';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  activityAnswerSchema,
  adminStatsSchema,
  billingAnswerSchema,
  furnitureByStagerSchema,
  furnitureByZipSchema,
  openHousesByZipSchema,
} from '@stagehouse/shared/admin.schema';
import { money } from '@stagehouse/shared/limits';
import { toCents } from '@stagehouse/shared/money';
import { addPiece, addProperty, addUser } from '../../test/fixtures';
import { signedInAgent } from '../../test/session';
import { testApp } from '../../test/test-app';
import type { Db } from '../../db/database';

const monthsAgo = (months: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 10)).toISOString();
};

/** An RSVP made in an earlier month, billed when it was made, as the RSVP service bills one. */
async function addEarlierRsvp(db: Db, propertyId: number, ownerId: number, email: string, createdAt: string) {
  const id = `earlier-${email}`;
  await db
    .insertInto('rsvps')
    .values({ id, propertyId, furnitureId: null, userId: null, firstName: 'E', lastName: 'R', email, createdAt })
    .execute();
  await db
    .insertInto('billingLedger')
    .values({ userId: ownerId, kind: 'rsvp', amountCents: toCents(money.rsvpFeeUsd), reference: id, occurredAt: createdAt })
    .execute();
}

/**
 * Listers with pieces of every status (draft, active, pending review, sold; some outside any open
 * house), RSVPs this month and in earlier months, favourites of listed, sold and draft pieces, and
 * plan changes (one to Plus, one to Plus and back).
 */
async function world() {
  const created = await testApp();
  const { db, app } = created;
  await addUser(db, { email: 'root@x.co', role: 'admin' });
  const ana = await addUser(db, { email: 'ana@x.co', company: 'Ana Staging' });
  const ben = await addUser(db, { email: 'ben@x.co', role: 'realtor' });
  const cy = await addUser(db, { email: 'cy@x.co' });
  const admin = await signedInAgent(app, 'root@x.co');

  const elm = await addProperty(db, ana.id, { address: '1 Elm St', zipCode: '80205' });
  const oak = await addProperty(db, ana.id, { address: '2 Oak St', zipCode: '80211' });
  const bay = await addProperty(db, ben.id, { address: '3 Bay St', zipCode: '94110', city: 'San Francisco', state: 'CA' });

  const sofa = await addPiece(db, ana.id, elm, { name: 'Sofa', price: 1000 });
  const lamp = await addPiece(db, ana.id, elm, { name: 'Lamp', price: 200, status: 'sold' });
  const anaDraft = await addPiece(db, ana.id, elm, { name: 'Draft', price: 50, status: 'draft' });
  const rug = await addPiece(db, ana.id, oak, { name: 'Rug', price: 300 });
  await addPiece(db, ana.id, null, { name: 'Mirror', price: 400 });
  await admin
    .post('/api/admin/furniture-listings')
    .send({
      title: 'Held desk',
      description: 'Oak',
      price: 700,
      category: 'storage',
      location: '1 Elm St',
      stagerId: ana.id,
      status: 'pending',
    })
    .expect(201);
  await admin
    .post('/api/admin/furniture-listings')
    .send({ title: 'Held shelf', description: 'Pine', price: 100, category: 'storage', stagerId: ana.id, status: 'pending' })
    .expect(201);
  const bed = await addPiece(db, ben.id, bay, { name: 'Bed', price: 1200, status: 'sold' });
  await addPiece(db, ben.id, bay, { name: 'Table', price: 600 });
  await addPiece(db, ben.id, bay, { name: 'Chair draft', price: 0, status: 'draft' });
  await addPiece(db, cy.id, null, { name: 'Cy draft', status: 'draft' });

  for (const [propertyId, email] of [
    [elm, 'g1@x.co'],
    [elm, 'g2@x.co'],
    [bay, 'g1@x.co'],
    [bay, 'g3@x.co'],
  ] as const) {
    await request(app.callback()).post('/api/rsvps').send({ propertyId, firstName: 'G', lastName: 'H', email }).expect(201);
  }
  await addEarlierRsvp(db, oak, ana.id, 'old1@x.co', monthsAgo(1));
  await addEarlierRsvp(db, bay, ben.id, 'old2@x.co', monthsAgo(3));
  await addEarlierRsvp(db, elm, ana.id, 'old3@x.co', monthsAgo(14));

  const now = new Date().toISOString();
  await db
    .insertInto('favorites')
    .values([
      { userId: ben.id, furnitureId: sofa, createdAt: now },
      { userId: cy.id, furnitureId: sofa, createdAt: now },
      { userId: cy.id, furnitureId: rug, createdAt: now },
      { userId: ben.id, furnitureId: lamp, createdAt: now },
      { userId: cy.id, furnitureId: anaDraft, createdAt: now },
      { userId: ana.id, furnitureId: bed, createdAt: now },
    ])
    .execute();

  await admin.post('/api/admin/update-plan').send({ userId: ana.id, planType: 'plus' }).expect(200);
  await admin.post('/api/admin/update-plan').send({ userId: ben.id, planType: 'plus' }).expect(200);
  await admin.post('/api/admin/update-plan').send({ userId: cy.id, planType: 'base' }).expect(200);
  await admin.post('/api/admin/update-plan').send({ userId: ben.id, planType: 'base' }).expect(200);
  return { ...created, admin, ana, ben, cy };
}

/** Counts straight from the tables in plain SQL, written apart from the repositories' queries. */
async function directCounts(db: Db) {
  const thisMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1)).toISOString();
  const one = async (query: ReturnType<typeof sql<{ n: unknown }>>) => Number((await query.execute(db)).rows[0]?.n ?? 0);
  return {
    listings: await one(sql`select count(*) as n from furniture where status <> 'draft'`),
    listingsInHouses: await one(sql`select count(*) as n from furniture where status <> 'draft' and property_id is not null`),
    sold: await one(sql`select count(*) as n from furniture where status = 'sold'`),
    soldCents: await one(sql`select sum(price_cents) as n from furniture where status = 'sold'`),
    rsvps: await one(sql`select count(*) as n from rsvps`),
    rsvpsThisMonth: await one(sql`select count(*) as n from rsvps where created_at >= ${thisMonth}`),
    rsvpChargesThisMonth: await one(sql`select count(*) as n from billing_ledger where kind = 'rsvp' and occurred_at >= ${thisMonth}`),
    favorites: await one(sql`select count(*) as n from favorites`),
    openHouses: await one(sql`select count(*) as n from properties`),
    plusAccounts: await one(sql`select count(*) as n from users where plan = 'plus'`),
  };
}

const sum = <T>(rows: T[], of: (row: T) => number) => rows.reduce((total, row) => total + of(row), 0);

describe('the back office figures', () => {
  it('read the same number for the same quantity on every screen, equal to a direct count', async () => {
    const { admin, db, ana, ben, cy } = await world();
    const direct = await directCounts(db);
    expect(direct).toMatchObject({
      listings: 8,
      listingsInHouses: 6,
      sold: 2,
      rsvps: 7,
      rsvpsThisMonth: 4,
      favorites: 6,
      openHouses: 3,
      plusAccounts: 1,
    });

    const stats = adminStatsSchema.parse((await admin.get('/api/admin/dashboard-stats')).body);
    const byStager = furnitureByStagerSchema.array().parse((await admin.get('/api/admin/furniture-by-stager')).body);
    const activity = activityAnswerSchema.parse((await admin.get('/api/admin/activity')).body);
    const billing = billingAnswerSchema.parse((await admin.get('/api/admin/billing')).body);
    const byZip = furnitureByZipSchema.array().parse((await admin.get('/api/admin/furniture-by-zip')).body);
    const openHouses = openHousesByZipSchema.array().parse((await admin.get('/api/admin/open-houses-by-zip')).body);
    const { counts } = (await admin.get('/api/admin/furniture-listings')).body as { counts: Record<string, number> };

    // A lister's listings: active, pending review and sold, never drafts; Stager Performance and Activity agree per lister.
    for (const lister of [ana, ben, cy]) {
      const stager = byStager.find((r) => r.stagerId === lister.id)!;
      const user = activity.users.find((u) => u.id === lister.id)!;
      expect(stager.totalListed, `listings of ${lister.email}`).toBe(user.totalListings);
      expect(stager.totalSold, `sales of ${lister.email}`).toBe(user.totalSales);
      expect(stager.totalRSVPs, `RSVPs of ${lister.email}`).toBe(user.totalRsvps);
      expect(stager.totalFavorites, `favorites of ${lister.email}`).toBe(user.totalFavorites);
      expect(stager.avgListedPrice, `average price of ${lister.email}`).toBe(user.avgListingPrice);
    }
    expect(byStager.find((r) => r.stagerId === ana.id)).toMatchObject({ totalListed: 6, avgListedPrice: 450 });
    expect(stats.totalFurnitureItems).toBe(direct.listings);
    expect(sum(byStager, (r) => r.totalListed)).toBe(direct.listings);
    expect(activity.totals.totalListings).toBe(direct.listings);
    expect(counts.active! + counts.pending! + counts.sold!).toBe(direct.listings);
    expect(counts).toMatchObject({ active: 4, pending: 2, draft: 3 });
    expect(sum(byZip, (r) => r.totalListed)).toBe(direct.listingsInHouses);
    expect(sum(openHouses, (r) => r.furnitureCount)).toBe(direct.listingsInHouses);

    // Sales.
    expect(stats.totalSoldItems).toBe(direct.sold);
    expect(sum(byStager, (r) => r.totalSold)).toBe(direct.sold);
    expect(activity.totals.totalSales).toBe(direct.sold);
    expect(counts.sold).toBe(direct.sold);
    expect(sum(byZip, (r) => r.totalSold)).toBe(direct.sold);
    expect(toCents(sum(byStager, (r) => r.totalEarnings))).toBe(direct.soldCents);

    // RSVPs: all time on the dashboard and the analytics, this month on Billing; each billed once, when made.
    expect(stats.totalRSVPs).toBe(direct.rsvps);
    expect(sum(byStager, (r) => r.totalRSVPs)).toBe(direct.rsvps);
    expect(activity.totals.totalRsvps).toBe(direct.rsvps);
    expect(sum(openHouses, (r) => r.rsvps)).toBe(direct.rsvps);
    expect(billing.revenue.totalRsvps).toBe(direct.rsvpsThisMonth);
    expect(sum(billing.users, (u) => u.rsvpCount)).toBe(direct.rsvpsThisMonth);
    expect(direct.rsvpChargesThisMonth).toBe(direct.rsvpsThisMonth);
    expect(billing.revenue.rsvpRevenue).toBe(direct.rsvpsThisMonth * money.rsvpFeeUsd);
    expect(billing.users.find((u) => u.id === ana.id)?.rsvpCount).toBe(2);

    // Revenue this month: this month's RSVP fees and the Plus fee of each account on Plus; per account, what was billed over 12 months.
    expect(billing.revenue.monthlyRevenue).toBe(direct.plusAccounts * money.plusMonthlyUsd + direct.rsvpsThisMonth * money.rsvpFeeUsd);
    expect(billing.users.find((u) => u.id === ana.id)).toMatchObject({ currentPlan: 'plus', totalRevenue: 2 * 5 + 5 + 25 });
    expect(billing.users.find((u) => u.id === ben.id)).toMatchObject({ currentPlan: 'base', totalRevenue: 2 * 5 + 5 + 25 });

    // Favorites and open houses.
    expect(stats.totalFavorites).toBe(direct.favorites);
    expect(sum(byStager, (r) => r.totalFavorites)).toBe(direct.favorites);
    expect(activity.totals.totalFavorites).toBe(direct.favorites);
    expect(activity.totals.totalOpenHouses).toBe(direct.openHouses);
    expect(sum(openHouses, (r) => r.openHouses)).toBe(direct.openHouses);
  });
});
