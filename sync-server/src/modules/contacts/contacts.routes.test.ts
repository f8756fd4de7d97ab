import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { addUser } from '../../test/fixtures';
import { signedInAgent } from '../../test/session';
import { testApp } from '../../test/test-app';

const csv = [
  'name,email,phone,company',
  'Ana Ruiz,ana@x.co,555-0100,Ruiz Homes',
  'No Email,,555-0101,',
  ',,,',
  'Bad,not-an-email,,',
  'Ana Again,ANA@x.co,,',
  'Lee Park,lee@x.co,,Park Realty',
].join('\n');
const vcard = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'FN:Lee Park',
  'EMAIL;TYPE=work:lee@x.co',
  'TEL:555-0199',
  'ORG:Park Realty Group;Sales',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Stone;Mia;;;',
  'EMAIL:mia@x.co',
  'END:VCARD',
].join('\r\n');

/** A CSV of `count` contacts with emails at `domain`. */
const contactsCsv = (count: number, domain: string, name = (i: number) => `C${i}`) =>
  Buffer.from(['name,email', ...Array.from({ length: count }, (_, i) => `${name(i)},c${i}@${domain}`)].join('\n'));

/** Gives the user `count` contacts straight in the database. */
async function fillContacts(db: Db, userId: number, count: number) {
  const now = new Date().toISOString();
  for (let start = 0; start < count; start += 1000) {
    await db
      .insertInto('contacts')
      .values(
        Array.from({ length: Math.min(1000, count - start) }, (_, i) => ({
          userId,
          name: `C${start + i}`,
          email: `c${start + i}@x.co`,
          phone: null,
          company: null,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
  }
}

const contactCount = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('contacts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('contacts import', () => {
  it('adds CSV rows once per email, skipping bad rows with their reasons', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'me@x.co' });
    const agent = await signedInAgent(app, 'me@x.co');
    const res = await agent.post('/api/contacts/import').attach('file', Buffer.from(csv), 'contacts.csv');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ added: 3, updated: 0, skipped: 3 });
    expect(res.body.rows.map((r: { row: number; reason: string }) => [r.row, r.reason])).toEqual([
      [3, 'No name or email'],
      [4, 'Invalid email: not-an-email'],
      [5, 'Same email as row 1'],
    ]);
    const list = (await agent.get('/api/contacts')).body;
    expect(list.map((c: { name: string | null }) => c.name)).toEqual(['Ana Ruiz', 'Lee Park', 'No Email']);
  });

  it('updates a contact already known by email from a vCard file', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'me@x.co' });
    const agent = await signedInAgent(app, 'me@x.co');
    await agent.post('/api/contacts/import').attach('file', Buffer.from(csv), 'contacts.csv');
    const res = await agent.post('/api/contacts/import').attach('file', Buffer.from(vcard), 'cards.vcf');
    expect(res.body).toMatchObject({ added: 1, updated: 1, skipped: 0 });
    const list = (await agent.get('/api/contacts')).body;
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Lee Park', phone: '555-0199', company: 'Park Realty Group' }),
        expect.objectContaining({ name: 'Mia Stone', email: 'mia@x.co' }),
      ]),
    );
  });

  it('keeps contacts per user and needs sign-in', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'me@x.co' });
    await addUser(db, { email: 'you@x.co' });
    await (await signedInAgent(app, 'me@x.co')).post('/api/contacts/import').attach('file', Buffer.from(csv), 'contacts.csv');
    expect((await (await signedInAgent(app, 'you@x.co')).get('/api/contacts')).body).toEqual([]);
    expect((await request(app.callback()).get('/api/contacts')).status).toBe(401);
    expect((await (await signedInAgent(app, 'you@x.co')).post('/api/contacts/import')).status).toBe(400);
  });

  it('refuse at once a file built to hold the server up: a line of 500,000 commas, or more rows than a contact list has', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'me@x.co' });
    const agent = await signedInAgent(app, 'me@x.co');
    const started = performance.now();
    const commas = await agent.post('/api/contacts/import').attach('file', Buffer.from(','.repeat(500_000)), 'c.csv');
    expect(commas.status).toBe(400);
    expect(performance.now() - started).toBeLessThan(300);
    const tiny = await agent.post('/api/contacts/import').attach('file', Buffer.from(`name\n${'a\n'.repeat(950_000)}`), 'c.csv');
    expect(tiny.status).toBe(400);
    expect(tiny.body.message).toBe('The file holds more than 50,000 rows');
    const cards = await agent.post('/api/contacts/import').attach('file', Buffer.from('BEGIN:VCARD\nEND:VCARD\n'.repeat(60_000)), 'c.vcf');
    expect(cards.status).toBe(400);
    expect(await db.selectFrom('contacts').selectAll().execute()).toEqual([]);
  });

  it('answer the first 200 skipped rows only, with the counts of all', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'me@x.co' });
    const agent = await signedInAgent(app, 'me@x.co');
    const res = await agent
      .post('/api/contacts/import')
      .attach(
        'file',
        Buffer.from(['name,email', ...Array.from({ length: 500 }, (_, i) => `Bad ${i},not-an-email-${i}`)].join('\n')),
        'c.csv',
      );
    expect(res.body).toMatchObject({ added: 0, skipped: 500 });
    expect(res.body.rows).toHaveLength(200);
    expect(res.body.rows[0]).toEqual({ row: 1, reason: 'Invalid email: not-an-email-0' });
  });

  it('keep a contact list to 50,000 contacts and a user to 20 imports an hour', async () => {
    const { app, db } = await testApp();
    const me = await addUser(db, { email: 'me@x.co' });
    const agent = await signedInAgent(app, 'me@x.co');
    await fillContacts(db, me.id, 49_999);
    const over = await agent.post('/api/contacts/import').attach('file', Buffer.from('name,email\nOne,one@x.co\nTwo,two@x.co'), 'c.csv');
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('A contact list holds at most 50,000 contacts');
    const statuses: number[] = [over.status];
    for (let i = 0; i < 20; i++)
      statuses.push((await agent.post('/api/contacts/import').attach('file', Buffer.from('name,email\nOne,one@x.co'), 'c.csv')).status);
    expect(statuses.slice(1, 19).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('keep a contact list to 50,000 contacts when imports run at once: what does not fit is skipped as over the cap', async () => {
    const { app, db } = await testApp();
    const me = await addUser(db, { email: 'me@x.co' });
    const agent = await signedInAgent(app, 'me@x.co');
    await fillContacts(db, me.id, 49_000);
    // Each file updates 1,000 known contacts, then adds 300: each fits alone, the four together do not.
    const file = (k: number) =>
      Buffer.from(
        [
          'name,email',
          ...Array.from({ length: 1000 }, (_, i) => `Known ${i},c${i}@x.co`),
          ...Array.from({ length: 300 }, (_, i) => `New ${i},c${i}@y${k}.co`),
        ].join('\n'),
      );
    const answers = await Promise.all([1, 2, 3, 4].map((k) => agent.post('/api/contacts/import').attach('file', file(k), 'c.csv')));
    const count = await contactCount(db);
    expect(count).toBeLessThanOrEqual(50_000);
    const refused = answers.filter((a) => a.status === 400);
    expect(refused.map((a) => a.body.message)).toEqual(refused.map(() => 'A contact list holds at most 50,000 contacts'));
    const done = answers.filter((a) => a.status === 200);
    expect(done.length + refused.length).toBe(4);
    expect(49_000 + done.reduce((sum, a) => sum + (a.body as { added: number }).added, 0)).toBe(count);
    for (const { body } of done) {
      expect(body).toMatchObject({ updated: 1000, skipped: 300 - body.added });
      expect(new Set(body.rows.map((r: { reason: string }) => r.reason))).toEqual(
        new Set(body.skipped > 0 ? ['A contact list holds at most 50,000 contacts'] : []),
      );
    }
  }, 30_000);

  it('add each contact once when the same file is imported several times at once, the later imports updating it', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'me@x.co' });
    const agent = await signedInAgent(app, 'me@x.co');
    const file = contactsCsv(1200, 'x.co');
    const answers = await Promise.all([1, 2, 3, 4].map(() => agent.post('/api/contacts/import').attach('file', file, 'c.csv')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => a.body.added + a.body.updated)).toEqual([1200, 1200, 1200, 1200]);
    expect(answers.reduce((sum, a) => sum + (a.body as { added: number }).added, 0)).toBe(1200);
    expect(await contactCount(db)).toBe(1200);
  });

  it('skip a row holding a NUL character, however far down, with the other rows checked before any is written', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'me@x.co' });
    const agent = await signedInAgent(app, 'me@x.co');
    const res = await agent.post('/api/contacts/import').attach(
      'file',
      contactsCsv(1000, 'x.co', (i) => (i === 699 ? 'Nul\0Name' : `C${i}`)),
      'c.csv',
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      added: 999,
      updated: 0,
      skipped: 1,
      rows: [{ row: 700, reason: 'Text may not contain the NUL character' }],
    });
    expect(await contactCount(db)).toBe(999);
  });

  it('refuse a form with other fields, a second file or a broken body with 400, not 500', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'me@x.co' });
    const agent = await signedInAgent(app, 'me@x.co');
    const big = agent.post('/api/contacts/import');
    for (let i = 0; i < 6; i++) void big.field(`f${i}`, 'x'.repeat(2000));
    expect((await big.attach('file', Buffer.from('name\nA'), 'c.csv')).status).toBe(400);
    expect((await agent.post('/api/contacts/import').attach('other', Buffer.from('name\nA'), 'c.csv')).status).toBe(400);
    expect(
      (
        await agent
          .post('/api/contacts/import')
          .attach('file', Buffer.from('name\nA'), 'a.csv')
          .attach('file', Buffer.from('name\nB'), 'b.csv')
      ).status,
    ).toBe(400);
    expect((await agent.post('/api/contacts/import').set('Content-Type', 'multipart/form-data').send('hello')).status).toBe(400);
    expect(
      (
        await agent
          .post('/api/contacts/import')
          .set('Content-Type', 'multipart/form-data; boundary=x')
          .send('--x\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\n\r\nname')
      ).status,
    ).toBe(400);
  });
});

describe('contact invitations', () => {
  /** A stager with imported contacts, an admin, and a member; the email integration and invite switches as given. */
  const world = async (switches: { email: boolean; invites: boolean }) => {
    const created = await testApp({ PUBLIC_URL: 'http://stagehouse.example:8443' });
    const { app, db } = created;
    await addUser(db, { email: 'me@x.co', company: 'Me Staging' });
    await addUser(db, { email: 'root@x.co', role: 'admin' });
    const lister = await signedInAgent(app, 'me@x.co');
    await lister.post('/api/contacts/import').attach('file', Buffer.from(csv), 'contacts.csv').expect(200);
    const admin = await signedInAgent(app, 'root@x.co');
    if (switches.email) await admin.post('/api/admin/toggle-email-integration').send({ enabled: true }).expect(200);
    if (switches.invites) await admin.post('/api/admin/toggle-invite-system').send({ enabled: true }).expect(200);
    const contacts = (await lister.get('/api/contacts')).body as { id: number; name: string | null; email: string | null }[];
    const idOf = (name: string) => contacts.find((c) => c.name === name)!.id;
    return { ...created, lister, admin, idOf };
  };
  const invitationsTo = (db: Db, email: string) =>
    db.selectFrom('outgoingEmails').select(['subject', 'textBody']).where('toAddress', '=', email).execute();

  it('email a contact a registration link built from PUBLIC_URL, never the request, and show the contact as invited', async () => {
    const { app, db, lister, idOf } = await world({ email: true, invites: true });
    expect((await request(app.callback()).get('/api/ui-content')).body.invitations).toBe(true);
    const res = await lister
      .post(`/api/contacts/${idOf('Ana Ruiz')}/invite`)
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Ana Ruiz', email: 'ana@x.co', invitedAt: expect.any(String) });
    const [email] = await invitationsTo(db, 'ana@x.co');
    expect(email?.subject).toBe('You are invited to Stagehouse');
    expect(email?.textBody).toContain('me Tester of Me Staging invites you to their network on Stagehouse');
    expect(email?.textBody).toContain(
      'Create your realtor account: http://stagehouse.example:8443/login?register=realtor&email=ana%40x.co',
    );
    expect(email?.textBody).not.toContain('evil.example');
    const listed = (await lister.get('/api/contacts')).body as { name: string; invitedAt: string | null }[];
    expect(listed.find((c) => c.name === 'Ana Ruiz')?.invitedAt).toBe(res.body.invitedAt);
    expect(listed.find((c) => c.name === 'Lee Park')?.invitedAt).toBeNull();
    const log = await db.selectFrom('activityLog').select('details').where('details', 'like', 'Invitation%').execute();
    expect(log).toEqual([{ details: 'Invitation sent to ana@x.co' }]);
  });

  it('are refused (409) while email integration or the invite system is off, and nothing is sent', async () => {
    for (const switches of [
      { email: false, invites: false },
      { email: true, invites: false },
    ]) {
      const { app, db, lister, idOf } = await world(switches);
      expect((await request(app.callback()).get('/api/ui-content')).body.invitations).toBe(false);
      const res = await lister.post(`/api/contacts/${idOf('Ana Ruiz')}/invite`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Invitations are off: the back office has not switched on email integration and the invite system');
      expect(await invitationsTo(db, 'ana@x.co')).toEqual([]);
      expect(((await lister.get('/api/contacts')).body as { invitedAt: string | null }[]).every((c) => c.invitedAt === null)).toBe(true);
    }
  });

  it('go only to the user’s own contacts with an email who have no account yet, signed in, with a bad id a 404', async () => {
    const { app, db, lister, idOf } = await world({ email: true, invites: true });
    await addUser(db, { email: 'lee@x.co', role: 'realtor' });
    await addUser(db, { email: 'you@x.co' });
    const other = await signedInAgent(app, 'you@x.co');
    expect((await other.post(`/api/contacts/${idOf('Ana Ruiz')}/invite`)).status).toBe(404);
    expect((await request(app.callback()).post(`/api/contacts/${idOf('Ana Ruiz')}/invite`)).status).toBe(401);
    const noEmail = await lister.post(`/api/contacts/${idOf('No Email')}/invite`);
    expect([noEmail.status, noEmail.body.message]).toEqual([400, 'This contact has no email address to invite']);
    const member = await lister.post(`/api/contacts/${idOf('Lee Park')}/invite`);
    expect([member.status, member.body.message]).toEqual([409, 'This contact already has a Stagehouse account']);
    for (const id of ['abc', '0', '99999999999999999999']) expect((await lister.post(`/api/contacts/${id}/invite`)).status, id).toBe(404);
    expect(await db.selectFrom('outgoingEmails').select('id').where('subject', 'like', '%invites you%').execute()).toEqual([]);
    // Asking about an email counts toward the limit, so it cannot be used to look up accounts without end.
    expect(await db.selectFrom('rateLimits').select('hits').where('bucket', 'like', 'invitations:%').execute()).toEqual([{ hits: 2 }]);
  });

  it('keep a user to 50 invitations an hour, counted in the database', async () => {
    const { db, lister } = await world({ email: true, invites: true });
    await lister.post('/api/contacts/import').attach('file', contactsCsv(51, 'many.co'), 'many.csv').expect(200);
    const many = ((await lister.get('/api/contacts')).body as { id: number; email: string | null }[]).filter((c) =>
      c.email?.endsWith('@many.co'),
    );
    for (const [i, contact] of many.slice(0, 50).entries())
      expect((await lister.post(`/api/contacts/${contact.id}/invite`)).status, `invitation ${i + 1}`).toBe(200);
    const over = await lister.post(`/api/contacts/${many[50]!.id}/invite`);
    expect([over.status, over.body.message]).toEqual([429, 'Too many invitations. Please try again in an hour.']);
    expect(await db.selectFrom('outgoingEmails').select('id').where('toAddress', 'like', '%@many.co').execute()).toHaveLength(50);
    expect(await db.selectFrom('rateLimits').select('hits').where('bucket', 'like', 'invitations:%').execute()).toEqual([{ hits: 51 }]);
  });

  it('carry no link or address but the registration link: the inviter’s name and company and the contact’s name bring none in', async () => {
    const { app, db } = await testApp({ PUBLIC_URL: 'http://stagehouse.example:8443' });
    await addUser(db, { email: 'root@x.co', role: 'admin' });
    const admin = await signedInAgent(app, 'root@x.co');
    await request(app.callback())
      .post('/api/auth/register')
      .send({
        email: 'pen@x.co',
        password: 'secret123',
        firstName: 'Pen',
        lastName: 'Tester www.evil.example',
        userType: 'stager',
        company: 'Visit https://evil.example/claim for your bonus',
      })
      .expect(201);
    const pen = await signedInAgent(app, 'pen@x.co');
    const phish = 'name,email\nPhish Hi please verify at https://evil.example/login now,victim@example.test\n';
    await pen.post('/api/contacts/import').attach('file', Buffer.from(phish), 'c.csv').expect(200);
    await admin.post('/api/admin/toggle-email-integration').send({ enabled: true }).expect(200);
    await admin.post('/api/admin/toggle-invite-system').send({ enabled: true }).expect(200);
    const [victim] = (await pen.get('/api/contacts')).body as { id: number }[];
    await pen.post(`/api/contacts/${victim!.id}/invite`).expect(200);

    const kept = (await admin.get('/api/admin/outgoing-emails')).body.emails as { toAddress: string; subject: string; textBody: string }[];
    const email = kept.find((e) => e.toAddress === 'victim@example.test')!;
    expect(email.subject).toBe('You are invited to Stagehouse');
    expect(email.textBody.split('\n')).toEqual([
      'Hello,',
      '',
      'Pen Tester of Visit for your bonus invites you to their network on Stagehouse, the marketplace for the furniture that stages open houses.',
      '',
      'Create your realtor account: http://stagehouse.example:8443/login?register=realtor&email=victim%40example.test',
      '',
      'Stagehouse',
    ]);
    expect(email.textBody.match(/https?:\/\/\S+/g)).toEqual([
      'http://stagehouse.example:8443/login?register=realtor&email=victim%40example.test',
    ]);
    expect(`${email.subject}\n${email.textBody}`).not.toMatch(/evil|verify|Phish/);
  });

  it('invite a contact again only 30 days after the last invitation, saying from when, even when two are sent at once', async () => {
    const { db, lister, idOf } = await world({ email: true, invites: true });
    const ana = idOf('Ana Ruiz');
    const both = await Promise.all([lister.post(`/api/contacts/${ana}/invite`), lister.post(`/api/contacts/${ana}/invite`)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const invitedAt = both.find((r) => r.status === 200)!.body.invitedAt as string;
    const day = (iso: string) =>
      new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const again = new Date(Date.parse(invitedAt) + 30 * 24 * 60 * 60 * 1000).toISOString();
    const hits = () => db.selectFrom('rateLimits').select('hits').where('bucket', 'like', 'invitations:%').executeTakeFirstOrThrow();
    const counted = await hits();
    const refused = await lister.post(`/api/contacts/${ana}/invite`);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      `This contact was invited on ${day(invitedAt)}: you can invite them again from ${day(again)}, 30 days later`,
    ]);
    expect(await invitationsTo(db, 'ana@x.co')).toHaveLength(1);
    // A repeat refused for the wait sends nothing, so it does not count toward the hourly limit.
    expect(await hits()).toEqual(counted);

    const longAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000 - 60_000).toISOString();
    await db.updateTable('contacts').set({ invitedAt: longAgo }).where('id', '=', ana).execute();
    const later = await lister.post(`/api/contacts/${ana}/invite`);
    expect(later.status).toBe(200);
    expect(later.body.invitedAt > longAgo).toBe(true);
    expect(await invitationsTo(db, 'ana@x.co')).toHaveLength(2);
  });

  it('count an attempt that fails when it is sent with an Idempotency-Key or in a batch, whose failure undoes the rest of the request', async () => {
    const { db, lister, idOf } = await world({ email: true, invites: true });
    await addUser(db, { email: 'lee@x.co', role: 'realtor' });
    const member = idOf('Lee Park');
    for (let i = 0; i < 30; i++) {
      const res = await lister.post(`/api/contacts/${member}/invite`).set('Idempotency-Key', `probe-${i}-key`);
      expect(res.status, `attempt ${i + 1}`).toBe(409);
    }
    const mutations = Array.from({ length: 30 }, (_, i) => ({
      id: `batch-probe-${i}`,
      entity: `invite:${i}`,
      method: 'POST',
      url: `/api/contacts/${member}/invite`,
      body: {},
    }));
    const batch = await lister.post('/api/sync/push').send({ mutations });
    expect(batch.status).toBe(200);
    const statuses = (batch.body as { results: { status: number }[] }).results.map((r) => r.status);
    expect(statuses).toEqual([...Array<number>(20).fill(409), ...Array<number>(10).fill(429)]);
    expect((await lister.post(`/api/contacts/${member}/invite`).set('Idempotency-Key', 'probe-last-key')).status).toBe(429);
    expect(await db.selectFrom('rateLimits').select('hits').where('bucket', 'like', 'invitations:%').execute()).toEqual([{ hits: 61 }]);
  });
});
