import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { activityAnswerSchema, adminStatsSchema, billingAnswerSchema } from '@stagehouse/shared/admin.schema';
import { addPiece, addProperty, addUser } from '../../test/fixtures';
import { signedInAgent } from '../../test/session';
import { testApp } from '../../test/test-app';

const world = async () => {
  const created = await testApp();
  const { db, app } = created;
  await addUser(db, { email: 'root@x.co', role: 'admin' });
  const ana = await addUser(db, { email: 'ana@x.co', plan: 'plus', company: 'Ana Staging' });
  const ben = await addUser(db, { email: 'ben@x.co', role: 'realtor' });
  const cy = await addUser(db, { email: 'cy@x.co' });
  const p1 = await addProperty(db, ana.id, { address: '1 Elm St', zipCode: '80205' });
  const p2 = await addProperty(db, ana.id, { address: '2 Oak St', zipCode: '80211' });
  const p3 = await addProperty(db, ben.id, { address: '3 Bay St', zipCode: '94110', city: 'San Francisco', state: 'CA' });
  const sofa = await addPiece(db, ana.id, p1, { name: 'Sofa', price: 1000 });
  await addPiece(db, ana.id, p1, { name: 'Lamp', price: 200, status: 'sold' });
  await addPiece(db, ana.id, p1, { name: 'Draft', price: 50, status: 'draft' });
  const rug = await addPiece(db, ana.id, p2, { name: 'Rug', price: 300 });
  await addPiece(db, ben.id, p3, { name: 'Bed', price: 1200, status: 'sold' });
  for (const [propertyId, email] of [
    [p1, 'g1@x.co'],
    [p1, 'g2@x.co'],
    [p3, 'g1@x.co'],
    [p3, 'g3@x.co'],
  ] as const) {
    await request(app.callback()).post('/api/rsvps').send({ propertyId, firstName: 'G', lastName: 'H', email }).expect(201);
  }
  const now = new Date().toISOString();
  await db
    .insertInto('favorites')
    .values([
      { userId: ben.id, furnitureId: sofa, createdAt: now },
      { userId: cy.id, furnitureId: sofa, createdAt: now },
      { userId: cy.id, furnitureId: rug, createdAt: now },
    ])
    .execute();
  await signedInAgent(app, 'ana@x.co');
  await signedInAgent(app, 'ben@x.co');
  await db
    .insertInto('signIns')
    .values({ userId: cy.id, ipAddress: null, createdAt: new Date(Date.now() - 3 * 86400000).toISOString() })
    .execute();
  const admin = await signedInAgent(app, 'root@x.co');
  return { ...created, admin, ana, ben, cy };
};

describe('admin statistics on a known fixture', () => {
  it('dashboard stats equal a hand count', async () => {
    const { admin } = await world();
    expect(adminStatsSchema.parse((await admin.get('/api/admin/dashboard-stats')).body)).toEqual({
      totalUsers: 3,
      totalStagers: 2,
      totalRealtors: 1,
      dailyActiveUsers: 2,
      emailSubscribers: 6,
      totalFurnitureItems: 4,
      totalSoldItems: 2,
      totalRSVPs: 4,
      totalFavorites: 3,
    });
  });

  it('email stats by source and zip code', async () => {
    const { admin } = await world();
    expect((await admin.get('/api/admin/email-stats')).body).toEqual({
      totalSubscribers: 6,
      bySource: expect.arrayContaining([
        { source: 'rsvp', count: 3 },
        { source: 'registration', count: 3 },
      ]),
      byZipCode: [
        { zipCode: '80205', count: 2 },
        { zipCode: '94110', count: 2 },
      ],
    });
  });

  it('furniture by zip and by lister, open houses by zip', async () => {
    const { admin, ana, ben } = await world();
    expect((await admin.get('/api/admin/furniture-by-zip')).body).toEqual([
      { zipCode: '80205', totalListed: 2, totalSold: 1, avgListedPrice: 600, avgSoldPrice: 200 },
      { zipCode: '80211', totalListed: 1, totalSold: 0, avgListedPrice: 300, avgSoldPrice: 0 },
      { zipCode: '94110', totalListed: 1, totalSold: 1, avgListedPrice: 1200, avgSoldPrice: 1200 },
    ]);
    const byStager = (await admin.get('/api/admin/furniture-by-stager')).body;
    expect(byStager[0]).toEqual({
      stagerId: ben.id,
      stagerName: 'ben Tester',
      stagerCompany: null,
      totalListed: 1,
      totalSold: 1,
      totalRSVPs: 2,
      totalFavorites: 0,
      avgListedPrice: 1200,
      totalEarnings: 1200,
    });
    expect(byStager[1]).toEqual({
      stagerId: ana.id,
      stagerName: 'ana Tester',
      stagerCompany: 'Ana Staging',
      totalListed: 3,
      totalSold: 1,
      totalRSVPs: 2,
      totalFavorites: 3,
      avgListedPrice: 500,
      totalEarnings: 200,
    });
    expect((await admin.get('/api/admin/open-houses-by-zip')).body).toEqual([
      { zipCode: '80205', openHouses: 1, rsvps: 2, furnitureCount: 2 },
      { zipCode: '80211', openHouses: 1, rsvps: 0, furnitureCount: 1 },
      { zipCode: '94110', openHouses: 1, rsvps: 2, furnitureCount: 1 },
    ]);
  });
});

describe('admin users', () => {
  it('filter, page, verify, reset a password and change a plan, each in the activity log', async () => {
    const { admin, ana, ben, db } = await world();
    const names = async (query: string) => (await admin.get(`/api/admin/users?${query}`)).body.users.map((u: { email: string }) => u.email);
    expect(await names('search=ana')).toEqual(['ana@x.co']);
    expect(await names('userType=realtor')).toEqual(['ben@x.co']);
    const page = (await admin.get('/api/admin/users?pageSize=2&page=2')).body;
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.users).toHaveLength(1);

    expect((await admin.post('/api/admin/toggle-verification').send({ userId: ana.id, isVerified: true })).body).toEqual({
      userId: ana.id,
      isVerified: true,
    });
    expect(await names('verified=true')).toEqual(['ana@x.co']);
    expect((await admin.post('/api/admin/toggle-verification').send({ userId: 9999, isVerified: true })).status).toBe(404);

    expect((await admin.post('/api/admin/reset-password').send({ userId: ben.id })).status).toBe(200);
    const email = await db.selectFrom('outgoingEmails').selectAll().where('toAddress', '=', 'ben@x.co').executeTakeFirstOrThrow();
    expect(email.textBody).toMatch(/reset-password\?token=/);

    expect((await admin.post('/api/admin/update-plan').send({ userId: ben.id, planType: 'plus' })).body).toEqual({
      userId: ben.id,
      planType: 'plus',
    });
    const log = await db.selectFrom('activityLog').select(['action', 'entityType', 'details']).where('userRole', '=', 'admin').execute();
    expect(log.map((l) => l.details)).toEqual(['Verified', 'Password reset email sent', 'Plan base → plus']);
  });
});

describe('admin billing', () => {
  it('adds up Plus accounts and this month RSVPs from the ledger, and a plan change shows at once', async () => {
    const { admin, ana, ben } = await world();
    const before = billingAnswerSchema.parse((await admin.get('/api/admin/billing')).body);
    expect(before.revenue).toEqual({ monthlyRevenue: 45, monthlyGrowth: 0, rsvpRevenue: 20, totalRsvps: 4, avgRevenuePerUser: 15 });
    expect(before.users.find((u) => u.id === ana.id)).toMatchObject({
      currentPlan: 'plus',
      rsvpCount: 2,
      totalRevenue: 10,
      billingStatus: 'active',
    });

    await admin.post('/api/admin/update-plan').send({ userId: ben.id, planType: 'plus' });
    await admin.post('/api/admin/update-plan').send({ userId: ben.id, planType: 'plus' });
    const after = billingAnswerSchema.parse((await admin.get('/api/admin/billing')).body);
    expect(after.revenue.monthlyRevenue).toBe(70);
    expect(after.users.find((u) => u.id === ben.id)).toMatchObject({ currentPlan: 'plus', totalRevenue: 35 });
  });
});

describe('admin activity', () => {
  it('counts each lister activity (listings without drafts) and the totals', async () => {
    const { admin, ana, ben } = await world();
    const answer = activityAnswerSchema.parse((await admin.get('/api/admin/activity')).body);
    expect(answer.users.find((u) => u.id === ana.id)).toMatchObject({
      totalListings: 3,
      totalFavorites: 3,
      totalRsvps: 2,
      totalSales: 1,
      totalOpenHouses: 2,
      avgListingPrice: 500,
      avgFurniturePerOpenHouse: 1.5,
    });
    expect(answer.users.find((u) => u.id === ben.id)).toMatchObject({
      totalListings: 1,
      totalFavorites: 0,
      totalRsvps: 2,
      totalSales: 1,
      totalOpenHouses: 1,
      avgListingPrice: 1200,
      avgFurniturePerOpenHouse: 1,
    });
    expect(answer.totals).toEqual({ totalListings: 4, totalFavorites: 3, totalRsvps: 4, totalSales: 2, totalOpenHouses: 3 });
  });
});

describe('admin access', () => {
  it('every /api/admin read and write answers 401 signed out and 403 to a lister', async () => {
    const { app } = await world();
    const lister = await signedInAgent(app, 'ana@x.co');
    const calls = [
      ['get', '/api/admin/dashboard-stats'],
      ['get', '/api/admin/email-stats'],
      ['get', '/api/admin/furniture-by-zip'],
      ['get', '/api/admin/furniture-by-stager'],
      ['get', '/api/admin/open-houses-by-zip'],
      ['get', '/api/admin/users'],
      ['get', '/api/admin/billing'],
      ['get', '/api/admin/activity'],
      ['post', '/api/admin/toggle-verification'],
      ['post', '/api/admin/reset-password'],
      ['post', '/api/admin/update-plan'],
    ] as const;
    for (const [method, url] of calls) {
      expect((await request(app.callback())[method](url)).status, `${method} ${url}`).toBe(401);
      expect((await lister[method](url)).status, `${method} ${url}`).toBe(403);
    }
  });
});
