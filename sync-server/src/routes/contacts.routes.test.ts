import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { addUser } from '../test/fixtures';
import { signedInAgent } from '../test/session';
import { testApp } from '../test/test-app';

const csv = ['name,email,phone,company', 'Ana Ruiz,ana@x.co,555-0100,Ruiz Homes', 'No Email,,555-0101,', ',,,', 'Bad,not-an-email,,', 'Ana Again,ANA@x.co,,', 'Lee Park,lee@x.co,,Park Realty'].join('\n');
const vcard = ['BEGIN:VCARD', 'VERSION:3.0', 'FN:Lee Park', 'EMAIL;TYPE=work:lee@x.co', 'TEL:555-0199', 'ORG:Park Realty Group;Sales', 'END:VCARD', 'BEGIN:VCARD', 'VERSION:3.0', 'N:Stone;Mia;;;', 'EMAIL:mia@x.co', 'END:VCARD'].join('\r\n');

describe('contacts import', () => {
  it('adds CSV rows once per email, skipping bad rows with their reasons', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'me@x.co' });
    const agent = await signedInAgent(app, 'me@x.co');
    const res = await agent.post('/api/contacts/import').attach('file', Buffer.from(csv), 'contacts.csv');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ added: 3, updated: 0, skipped: 3 });
    expect(res.body.rows.filter((r: { result: string }) => r.result === 'skipped').map((r: { row: number; reason: string }) => [r.row, r.reason])).toEqual([
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
    expect(list).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Lee Park', phone: '555-0199', company: 'Park Realty Group' }), expect.objectContaining({ name: 'Mia Stone', email: 'mia@x.co' })]));
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
});
