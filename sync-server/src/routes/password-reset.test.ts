import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { addUser } from '../test/fixtures';
import { signedInAgent } from '../test/session';
import { testApp } from '../test/test-app';

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
});
