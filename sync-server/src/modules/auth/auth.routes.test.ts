import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { signedInMark } from '@stagehouse/shared/signed-in-mark';
import { userAnswerSchema } from '@stagehouse/shared/user.schema';
import { addUser, password } from '../../test/fixtures';
import { testApp } from '../../test/test-app';

const noSecrets = (body: unknown) => {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/password|hash|scrypt/i);
};

describe('POST /api/auth/login', () => {
  it('answers 400 with the form messages for an invalid body', async () => {
    const { app } = await testApp();
    const res = await request(app.callback()).post('/api/auth/login').send({ email: 'nope', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { message: string }) => i.message)).toEqual([
      'Invalid email address',
      'Password must be at least 6 characters',
    ]);
  });

  it('answers 401 for a wrong password, an unknown email and an inactive user', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    await addUser(db, { email: 'gone@x.co', isActive: false });
    const attempt = (email: string, pass: string) => request(app.callback()).post('/api/auth/login').send({ email, password: pass });
    expect((await attempt('a@x.co', 'wrong-password')).body).toEqual({ message: 'Invalid email or password' });
    expect((await attempt('who@x.co', password)).status).toBe(401);
    const inactive = await attempt('gone@x.co', password);
    expect(inactive.status).toBe(401);
    expect(inactive.body.message).toMatch(/deactivated/);
  });

  it('signs in, answers the user without any secret, and the session survives', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co', company: 'A Co' });
    const agent = request.agent(app.callback());
    const res = await agent.post('/api/auth/login').send({ email: 'A@X.CO', password });
    expect(res.status).toBe(200);
    expect(userAnswerSchema.parse(res.body).user).toMatchObject({ email: 'a@x.co', userType: 'stager', company: 'A Co' });
    noSecrets(res.body);
    const cookie = res.headers['set-cookie']?.toString() ?? '';
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    const me = await agent.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('a@x.co');
    noSecrets(me.body);
  });

  it('limits failed attempts per email and address, then answers 429', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    for (let i = 0; i < 10; i += 1) {
      expect((await request(app.callback()).post('/api/auth/login').send({ email: 'a@x.co', password: 'wrong-one' })).status).toBe(401);
    }
    const locked = await request(app.callback()).post('/api/auth/login').send({ email: 'a@x.co', password });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many sign-in attempts/);
  });

  it('past 10 failures of one account from any addresses, makes each attempt wait a longer turn, and emails the owner a reset link once', async () => {
    const { app, db } = await testApp({ TRUST_PROXY: '1' });
    await addUser(db, { email: 'a@x.co' });
    let address = 0;
    const attempt = (email: string, pass = 'wrong-one') =>
      request(app.callback())
        .post('/api/auth/login')
        .set('X-Forwarded-For', `10.0.${Math.floor(++address / 200)}.${address % 200}`)
        .send({ email, password: pass });
    const resetMails = async () =>
      (await db.selectFrom('outgoingEmails').select('subject').where('toAddress', '=', 'a@x.co').execute()).filter(
        (mail) => mail.subject === 'Reset your Stagehouse password',
      ).length;
    for (const email of ['a@x.co', 'nobody@x.co']) {
      for (let i = 0; i < 10; i += 1) expect((await attempt(email)).status).toBe(401);
      // The first attempt past them takes its turn; the next one waits for the turn after.
      expect((await attempt(email)).status).toBe(401);
      const waiting = await attempt(email, password);
      expect([waiting.status, waiting.body.message]).toEqual([
        429,
        'Too many sign-in attempts for this account. Please wait, or reset your password.',
      ]);
      expect(Number(waiting.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // Guesses sent at once from many addresses: none is tried while the turn is held.
      const burst = await Promise.all(Array.from({ length: 30 }, () => attempt(email)));
      expect(burst.filter((answer) => answer.status !== 429)).toEqual([]);
    }
    expect(await resetMails(), 'the owner is emailed once; an email with no account, never').toBe(1);
    expect(await db.selectFrom('outgoingEmails').where('toAddress', '=', 'nobody@x.co').selectAll().execute()).toEqual([]);

    // Every attempt made the next turn longer, up to 15 minutes.
    const turnEnds = () =>
      db
        .updateTable('rateLimits')
        .set({ windowEndsAt: Date.now() - 1 })
        .where('bucket', '=', 'login-turn:a@x.co')
        .execute();
    await turnEnds();
    expect((await attempt('a@x.co')).status).toBe(401);
    const held = await attempt('a@x.co', password);
    expect([held.status, Number(held.headers['retry-after'])]).toEqual([429, 15 * 60]);
    await turnEnds();
    expect((await attempt('a@x.co', password)).status, 'its turn come, the right password works').toBe(200);
    expect((await attempt('a@x.co')).status, 'and the account starts again from no failures').toBe(401);
    expect(await resetMails()).toBe(1);
  });
});

describe('POST /api/auth/register', () => {
  const body = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@x.co', password: 'secret1', userType: 'stager', company: 'Ruiz Staging' };

  it('creates a stager, signs them in and answers 201 with the user', async () => {
    const { app, db } = await testApp();
    const agent = request.agent(app.callback());
    const res = await agent.post('/api/auth/register').send(body);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email: 'ana@x.co', userType: 'stager', company: 'Ruiz Staging', isActive: true });
    expect(res.body.user.companyId).toEqual(expect.any(Number));
    noSecrets(res.body);
    expect((await agent.get('/api/auth/me')).body.user.id).toBe(res.body.user.id);
    const stored = await db.selectFrom('users').select('passwordHash').where('email', '=', 'ana@x.co').executeTakeFirstOrThrow();
    expect(stored.passwordHash).toMatch(/^scrypt\$/);
    expect(stored.passwordHash).not.toContain('secret1');
  });

  it('refuses admin as a user type and a taken email', async () => {
    const { app } = await testApp();
    const admin = await request(app.callback())
      .post('/api/auth/register')
      .send({ ...body, userType: 'admin' });
    expect(admin.status).toBe(400);
    expect(admin.body.message).toBe('Please select a user type');
    expect((await request(app.callback()).post('/api/auth/register').send(body)).status).toBe(201);
    const again = await request(app.callback())
      .post('/api/auth/register')
      .send({ ...body, email: 'ANA@x.co' });
    expect(again.status).toBe(409);
  });
});

describe('sessions', () => {
  it('logout ends the session', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    const agent = request.agent(app.callback());
    await agent.post('/api/auth/login').send({ email: 'a@x.co', password });
    expect((await agent.post('/api/auth/logout')).status).toBe(204);
    expect((await agent.get('/api/auth/me')).status).toBe(401);
  });

  it('marks a signed-in browser with a cookie the app can read and that holds no secret, until the session ends', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    const markOf = (res: request.Response) =>
      ([res.headers['set-cookie'] ?? []].flat() as string[]).find((cookie) => cookie.startsWith(`${signedInMark}=`));
    const agent = request.agent(app.callback());
    const signedIn = markOf(await agent.post('/api/auth/login').send({ email: 'a@x.co', password }));
    expect(signedIn).toMatch(/^stagehouse\.signed-in=1;/);
    expect(signedIn).toMatch(/samesite=lax/i);
    expect(signedIn).not.toMatch(/httponly/i);
    expect(markOf(await agent.post('/api/auth/logout'))).toMatch(/^stagehouse\.signed-in=;.*expires=Thu, 01 Jan 1970/i);
    const registered = await request(app.callback())
      .post('/api/auth/register')
      .send({ firstName: 'Ana', lastName: 'Ruiz', email: 'ana@x.co', password: 'secret1', userType: 'stager', company: 'Ruiz Staging' });
    expect(markOf(registered)).toMatch(/^stagehouse\.signed-in=1;/);
  });

  it('marks again a session that has no mark, such as one begun before there was one', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    const login = await request(app.callback()).post('/api/auth/login').send({ email: 'a@x.co', password });
    const sessionOnly = ([login.headers['set-cookie'] ?? []].flat() as string[])
      .filter((cookie) => cookie.startsWith('stagehouse.sid'))
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const session = await request(app.callback()).get('/api/auth/session').set('Cookie', sessionOnly);
    expect(session.body.user.email).toBe('a@x.co');
    expect([session.headers['set-cookie'] ?? []].flat().join('\n')).toMatch(/^stagehouse\.signed-in=1;/m);
  });

  it('ends the session of a deactivated user, and its mark', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    const agent = request.agent(app.callback());
    await agent.post('/api/auth/login').send({ email: 'a@x.co', password });
    await db.updateTable('users').set({ isActive: 0 }).where('email', '=', 'a@x.co').execute();
    const me = await agent.get('/api/auth/me');
    expect(me.status).toBe(401);
    expect([me.headers['set-cookie'] ?? []].flat().join('\n')).toMatch(/^stagehouse\.signed-in=;/m);
  });

  it('refuses a state-changing request from another site', async () => {
    const { app } = await testApp();
    const res = await request(app.callback())
      .post('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .send({ email: 'a@x.co', password });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Cross-site request refused');
  });
});
