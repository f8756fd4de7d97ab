import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { addOpenHouse, addPiece, addUser, password } from '../../test/fixtures';
import { signedInAgent } from '../../test/session';
import { testApp } from '../../test/test-app';

const bank = {
  bankAccountType: 'checking',
  routingNumber: '021000021',
  accountNumber: '000123456789',
  accountHolderName: 'Ana Ruiz',
  bankName: 'First Bank',
};

describe('account routes', () => {
  it('answer 401 to a signed-out visitor', async () => {
    const { app } = await testApp();
    for (const [method, url] of [
      ['get', '/api/account/profile'],
      ['put', '/api/account/profile'],
      ['get', '/api/payment-settings'],
      ['post', '/api/payment-settings'],
      ['post', '/api/verify-bank-account'],
      ['get', '/api/account/plan'],
      ['get', '/api/account/payouts'],
      ['put', '/api/account/business-profile'],
    ] as const) {
      expect((await request(app.callback())[method](url)).status, `${method} ${url}`).toBe(401);
    }
  });
});

describe('profile', () => {
  it('limits current-password checks as sign-in is: 10 wrong ones, then 429 even for the right one', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    const agent = await signedInAgent(app, 'a@x.co');
    const statuses = (
      await Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          agent.post('/api/account/password').send({ currentPassword: `wrong-${i}`, newPassword: 'taken-over-1' }),
        ),
      )
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect((await agent.post('/api/account/password').send({ currentPassword: password, newPassword: 'taken-over-1' })).status).toBe(429);
  });

  it('a new email ends the reset links sent to the old one and every other session', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    const elsewhere = await signedInAgent(app, 'a@x.co');
    const agent = await signedInAgent(app, 'a@x.co');
    await request(app.callback()).post('/api/auth/forgot-password').send({ email: 'a@x.co' });
    const token = (await db.selectFrom('outgoingEmails').select('textBody').executeTakeFirstOrThrow()).textBody.match(
      /token=([\w-]+)/,
    )?.[1];
    expect(
      (await agent.put('/api/account/profile').send({ firstName: 'Ana', lastName: 'Ruiz', email: 'new@x.co', currentPassword: password }))
        .status,
    ).toBe(200);
    expect((await request(app.callback()).post('/api/auth/reset-password').send({ token, password: 'takeover1' })).status).toBe(400);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
    expect((await agent.get('/api/auth/me')).status).toBe(200);
  });

  it('changes names freely; a new email needs the current password and must be free', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    await addUser(db, { email: 'taken@x.co' });
    const agent = await signedInAgent(app, 'a@x.co');
    const renamed = await agent.put('/api/account/profile').send({ firstName: 'Ana', lastName: 'Ruiz', email: 'a@x.co', company: 'Ruiz' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user).toMatchObject({ firstName: 'Ana', lastName: 'Ruiz', company: 'Ruiz' });
    expect((await agent.put('/api/account/profile').send({ firstName: 'Ana', lastName: 'Ruiz', email: 'new@x.co' })).status).toBe(401);
    expect(
      (await agent.put('/api/account/profile').send({ firstName: 'Ana', lastName: 'Ruiz', email: 'taken@x.co', currentPassword: password }))
        .status,
    ).toBe(409);
    const moved = await agent
      .put('/api/account/profile')
      .send({ firstName: 'Ana', lastName: 'Ruiz', email: 'new@x.co', currentPassword: password });
    expect(moved.body.user.email).toBe('new@x.co');
    const bad = await agent.put('/api/account/profile').send({ firstName: '', lastName: 'Ruiz', email: 'new@x.co' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('First name is required');
  });

  it('a changed password signs out every other session', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    const here = await signedInAgent(app, 'a@x.co');
    const elsewhere = await signedInAgent(app, 'a@x.co');
    expect((await here.post('/api/account/password').send({ currentPassword: 'wrong-one', newPassword: 'brand-new-1' })).status).toBe(401);
    expect((await here.post('/api/account/password').send({ currentPassword: password, newPassword: 'brand-new-1' })).status).toBe(204);
    expect((await here.get('/api/auth/me')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
    expect((await request(app.callback()).post('/api/auth/login').send({ email: 'a@x.co', password: 'brand-new-1' })).status).toBe(200);
  });
});

describe('payment settings', () => {
  it('start Not Set Up, then answer only the masked number, never the full one, stored encrypted', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    const agent = await signedInAgent(app, 'a@x.co');
    expect((await agent.get('/api/payment-settings')).body).toMatchObject({
      status: 'Not Set Up',
      accountNumberMasked: null,
      isVerified: false,
    });
    const saved = await agent.post('/api/payment-settings').send(bank);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      status: 'Pending Verification',
      accountNumberMasked: '****6789',
      routingNumber: '021000021',
      bankName: 'First Bank',
    });
    for (const body of [saved.body, (await agent.get('/api/payment-settings')).body])
      expect(JSON.stringify(body)).not.toContain('123456789');
    const row = await db.selectFrom('paymentSettings').selectAll().executeTakeFirstOrThrow();
    expect(row.accountNumberCipher).not.toContain('123456789');
    expect(row.accountNumberEnd).toBe('6789');
  });

  it('never show a short account number whole: at least 4 digits stay hidden, on the account and in the activity log', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    await addUser(db, { email: 'root@x.co', role: 'admin' });
    const agent = await signedInAgent(app, 'a@x.co');
    const admin = await signedInAgent(app, 'root@x.co');
    for (const [accountNumber, masked] of [
      ['8642', '****'],
      ['86421', '****1'],
      ['8642135', '****135'],
      ['86421357', '****1357'],
    ]) {
      const saved = await agent.post('/api/payment-settings').send({ ...bank, accountNumber });
      expect(saved.body.accountNumberMasked, accountNumber).toBe(masked);
      const log = JSON.stringify((await admin.get('/api/admin/activity-log')).body);
      expect(log).not.toContain(accountNumber);
    }
  });

  it('give the bank form messages and refuse a bad routing checksum', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    const agent = await signedInAgent(app, 'a@x.co');
    const res = await agent
      .post('/api/payment-settings')
      .send({ bankAccountType: '', routingNumber: '12', accountNumber: '1', accountHolderName: '', bankName: '' });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { message: string }) => i.message)).toEqual(
      expect.arrayContaining([
        'Please select an account type',
        'Routing number must be 9 digits',
        'Please enter a valid account number',
        'Account holder name is required',
        'Bank name is required',
      ]),
    );
    const checksum = await agent.post('/api/payment-settings').send({ ...bank, routingNumber: '123456789' });
    expect(checksum.body.message).toBe('Routing number is not valid');
  });

  it('verification needs saved details and then says Pending Verification', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    const agent = await signedInAgent(app, 'a@x.co');
    expect((await agent.post('/api/verify-bank-account').send({})).status).toBe(400);
    await agent.post('/api/payment-settings').send(bank);
    const started = await agent.post('/api/verify-bank-account').send({});
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('Pending Verification');
  });
});

describe('plan, payouts and business profile', () => {
  it('count this month of RSVPs at 5 USD on top of the plan', async () => {
    const { app, db } = await testApp();
    const owner = await addUser(db, { email: 'a@x.co', plan: 'plus' });
    const house = await addOpenHouse(db, owner.id, { address: '1 Elm St' });
    for (const email of ['g1@x.co', 'g2@x.co', 'g3@x.co'])
      await request(app.callback()).post('/api/rsvps').send({ propertyId: house, firstName: 'G', lastName: 'H', email });
    const plan = (await (await signedInAgent(app, 'a@x.co')).get('/api/account/plan')).body;
    expect(plan).toEqual({
      plan: 'plus',
      planLabel: 'Pay per RSVP + SEO',
      monthlyBaseUsd: 25,
      rsvpFeeUsd: 5,
      rsvpsThisMonth: 3,
      amountThisMonthUsd: 40,
    });
  });

  it('list payouts of sold pieces, empty until there are some', async () => {
    const { app, db } = await testApp();
    const owner = await addUser(db, { email: 'a@x.co' });
    const agent = await signedInAgent(app, 'a@x.co');
    expect((await agent.get('/api/account/payouts')).body).toEqual([]);
    const piece = await addPiece(db, owner.id, null, { name: 'Sofa', status: 'sold' });
    await db
      .insertInto('payouts')
      .values({ userId: owner.id, furnitureId: piece, amountCents: 78000, status: 'paid', paidAt: new Date().toISOString() })
      .execute();
    expect((await agent.get('/api/account/payouts')).body).toEqual([
      expect.objectContaining({ furnitureName: 'Sofa', amount: 780, status: 'paid' }),
    ]);
  });

  it('save the business profile with its rules, and the company page shows it', async () => {
    const { app, db } = await testApp();
    const owner = await addUser(db, { email: 'a@x.co' });
    const agent = await signedInAgent(app, 'a@x.co');
    const bad = await agent.put('/api/account/business-profile').send({ businessName: '', connectedSite: 'nope', numberOfUsers: 0 });
    expect(bad.body.issues.map((i: { message: string }) => i.message)).toEqual([
      'Business name is required',
      'Please enter a valid URL',
      'Team members must be at least 1',
    ]);
    const saved = await agent
      .put('/api/account/business-profile')
      .send({ businessName: 'Ruiz Staging', connectedSite: 'https://ruiz.example', numberOfUsers: 4 });
    expect(saved.status).toBe(200);
    expect((await agent.get('/api/account/business-profile')).body).toEqual({
      businessName: 'Ruiz Staging',
      connectedSite: 'https://ruiz.example',
      numberOfUsers: 4,
    });
    const company = (await request(app.callback()).get(`/api/company/${owner.companyId}`)).body;
    expect(company).toMatchObject({ name: 'Ruiz Staging', website: 'https://ruiz.example', teamSize: 4 });
  });

  it('answer a blank business profile to an account that has none, an administrator too', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'boss@x.co', role: 'admin' });
    const agent = await signedInAgent(app, 'boss@x.co');
    const answer = await agent.get('/api/account/business-profile');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ businessName: '', connectedSite: '', numberOfUsers: 1 });
  });
});

describe('admin area', () => {
  it('answers 401 signed out and 403 to a lister on every admin route, and 404 to any other spelling', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    const lister = await signedInAgent(app, 'a@x.co');
    for (const url of ['/api/admin/users', '/api/admin/dashboard-stats']) {
      expect((await request(app.callback()).get(url)).status).toBe(401);
      expect((await lister.get(url)).status).toBe(403);
    }
    for (const url of [
      '/api/Admin/users',
      '/API/admin/users',
      '/api/admin/users/',
      '/api//admin/users',
      '/api/%61dmin/users',
      '/api/admin/anything',
    ]) {
      expect((await request(app.callback()).get(url)).status, url).toBe(404);
      expect((await lister.get(url)).status, url).toBe(404);
    }
    for (const method of ['options', 'delete'] as const) {
      expect(
        (await request(app.callback())[method]('/api/admin/users')).status,
        `${method}: not even the methods of a back office route`,
      ).toBe(404);
    }
  });
});
