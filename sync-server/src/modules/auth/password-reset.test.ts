import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { addUser } from '../../test/fixtures';
import { signedInAgent } from '../../test/session';
import { testApp } from '../../test/test-app';

const tokenFrom = (text: string) => text.match(/token=([\w-]+)/)?.[1] as string;

describe('password reset', () => {
  it('answers the same for a known and an unknown email, and emails only the known one', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    const known = await request(app.callback()).post('/api/auth/forgot-password').send({ email: 'a@x.co' });
    const unknown = await request(app.callback()).post('/api/auth/forgot-password').send({ email: 'nobody@x.co' });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const emails = await db.selectFrom('outgoingEmails').selectAll().execute();
    expect(emails.map((e) => e.toAddress)).toEqual(['a@x.co']);
    expect(emails[0]!.textBody).toMatch(/\/reset-password\?token=[\w-]{20,}/);
  });

  it('greets by a first name with no link in it, so that the reset link is the only one', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    await db.updateTable('users').set({ firstName: 'Ann, first confirm at evil.example/verify' }).where('email', '=', 'a@x.co').execute();
    await request(app.callback()).post('/api/auth/forgot-password').send({ email: 'a@x.co' }).expect(200);
    const { textBody } = await db.selectFrom('outgoingEmails').select('textBody').executeTakeFirstOrThrow();
    expect(textBody.split('\n')[0]).toBe('Hi Ann, first confirm at,');
    expect(textBody).not.toContain('evil');
    expect(textBody.match(/https?:\/\/\S+/g)).toEqual([expect.stringMatching(/\/reset-password\?token=/)]);
  });

  it('sets the new password once, ends every session, and refuses a reused link', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    const session = await signedInAgent(app, 'a@x.co');
    await request(app.callback()).post('/api/auth/forgot-password').send({ email: 'a@x.co' });
    const token = tokenFrom((await db.selectFrom('outgoingEmails').select('textBody').executeTakeFirstOrThrow()).textBody);
    expect((await request(app.callback()).post('/api/auth/reset-password').send({ token, password: 'new-secret-1' })).status).toBe(204);
    expect((await session.get('/api/auth/me')).status).toBe(401);
    expect((await request(app.callback()).post('/api/auth/login').send({ email: 'a@x.co', password: 'new-secret-1' })).status).toBe(200);
    const again = await request(app.callback()).post('/api/auth/reset-password').send({ token, password: 'other-secret-2' });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid or has expired/);
  });

  it('refuses a link older than one hour', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    await request(app.callback()).post('/api/auth/forgot-password').send({ email: 'a@x.co' });
    const token = tokenFrom((await db.selectFrom('outgoingEmails').select('textBody').executeTakeFirstOrThrow()).textBody);
    vi.useFakeTimers({ now: Date.now() + 61 * 60 * 1000, toFake: ['Date'] });
    try {
      expect((await request(app.callback()).post('/api/auth/reset-password').send({ token, password: 'new-secret-1' })).status).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });

  it('builds the link from PUBLIC_URL (or http://localhost:PORT), never from the Host header', async () => {
    for (const [env, origin] of [
      [{}, 'http://localhost:8080'],
      [{ PUBLIC_URL: 'https://stagehouse.example/' }, 'https://stagehouse.example'],
    ] as const) {
      const { app, db } = await testApp(env);
      await addUser(db, { email: 'a@x.co' });
      await request(app.callback())
        .post('/api/auth/forgot-password')
        .set('Host', 'attacker.example')
        .set('X-Forwarded-Host', 'attacker.example')
        .send({ email: 'a@x.co' });
      const { textBody } = await db.selectFrom('outgoingEmails').select('textBody').executeTakeFirstOrThrow();
      expect(textBody).toContain(`${origin}/reset-password?token=`);
      expect(textBody).not.toContain('attacker');
    }
  });

  it('ends every earlier link once one is used or the password is changed', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    const ask = async () => {
      await request(app.callback()).post('/api/auth/forgot-password').send({ email: 'a@x.co' });
      return tokenFrom((await db.selectFrom('outgoingEmails').select('textBody').orderBy('id', 'desc').executeTakeFirstOrThrow()).textBody);
    };
    const older = await ask();
    const newer = await ask();
    expect((await request(app.callback()).post('/api/auth/reset-password').send({ token: newer, password: 'new-secret-1' })).status).toBe(
      204,
    );
    expect((await request(app.callback()).post('/api/auth/reset-password').send({ token: older, password: 'attacker-2' })).status).toBe(
      400,
    );

    const pending = await ask();
    const agent = await signedInAgent(app, 'a@x.co', 'new-secret-1');
    expect((await agent.post('/api/account/password').send({ currentPassword: 'new-secret-1', newPassword: 'changed-3' })).status).toBe(
      204,
    );
    expect((await request(app.callback()).post('/api/auth/reset-password').send({ token: pending, password: 'attacker-4' })).status).toBe(
      400,
    );
  });

  it('lets the owner of an account held after many failed sign-ins in at once with the link they were emailed', async () => {
    const { app, db } = await testApp({ TRUST_PROXY: '1' });
    await addUser(db, { email: 'a@x.co' });
    const attempt = (i: number, password = 'wrong-one') =>
      request(app.callback()).post('/api/auth/login').set('X-Forwarded-For', `10.0.0.${i}`).send({ email: 'a@x.co', password });
    for (let i = 1; i <= 12; i += 1) await attempt(i);
    expect((await attempt(13)).status).toBe(429);
    const { textBody } = await db.selectFrom('outgoingEmails').select('textBody').executeTakeFirstOrThrow();
    expect(
      (
        await request(app.callback())
          .post('/api/auth/reset-password')
          .send({ token: tokenFrom(textBody), password: 'new-secret-1' })
      ).status,
    ).toBe(204);
    expect((await attempt(14, 'new-secret-1')).status).toBe(200);
  });

  it('limits reset emails per address and per email', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await request(app.callback()).post('/api/auth/forgot-password').send({ email: 'a@x.co' })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await db.selectFrom('outgoingEmails').selectAll().execute()).toHaveLength(3);
  });

  it('never shows a reset link to an admin reading the kept emails', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'a@x.co' });
    await addUser(db, { email: 'root@x.co', role: 'admin' });
    await request(app.callback()).post('/api/auth/forgot-password').send({ email: 'root@x.co' });
    const admin = await signedInAgent(app, 'root@x.co');
    await admin
      .post('/api/admin/reset-password')
      .send({ userId: (await db.selectFrom('users').select('id').where('email', '=', 'a@x.co').executeTakeFirstOrThrow()).id });
    const kept = (await admin.get('/api/admin/outgoing-emails')).body.emails as { textBody: string }[];
    expect(kept).toHaveLength(2);
    for (const email of kept) {
      expect(email.textBody).toContain('/reset-password?token=(hidden)');
      expect(email.textBody).not.toMatch(/token=[\w-]{20,}/);
    }
  });

  it('keeps a reset email unsent while email integration is off, and sends it through SMTP once it is on', async () => {
    // Nothing listens on this port: a send is tried and fails, which shows whether one was tried.
    const { app, db } = await testApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    await addUser(db, { email: 'a@x.co' });
    await addUser(db, { email: 'root@x.co', role: 'admin' });
    const ask = () => request(app.callback()).post('/api/auth/forgot-password').send({ email: 'a@x.co' }).expect(200);
    const emails = () => db.selectFrom('outgoingEmails').select(['id', 'sentAt', 'error']).orderBy('id').execute();

    await ask();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await emails()).toEqual([{ id: expect.any(Number), sentAt: null, error: null }]);

    const admin = await signedInAgent(app, 'root@x.co');
    expect((await admin.post('/api/admin/toggle-email-integration').send({ enabled: true })).status).toBe(200);
    await ask();
    await vi.waitFor(async () => expect((await emails())[1]!.error).toEqual(expect.any(String)), { timeout: 5000 });
    expect((await emails())[0]!.error).toBeNull();
  });
});
