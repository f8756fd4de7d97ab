import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { syncChangesSchema } from '@stagehouse/shared/sync.schema';
import { addOpenHouse, addPiece, addUser, setFeature, sofaEdit } from '../../test/fixtures';
import { signedInAgent } from '../../test/session';
import { testApp } from '../../test/test-app';

describe('Idempotency-Key', () => {
  it('a replay gets the stored answer and changes nothing', async () => {
    const { app, db } = await testApp();
    const owner = await addUser(db, { email: 'o@x.co' });
    const house = await addOpenHouse(db, owner.id, { address: '1 Elm St' });
    const send = () =>
      request(app.callback())
        .post('/api/rsvps')
        .set('Idempotency-Key', 'rsvp-key-0001')
        .send({ propertyId: house, firstName: 'A', lastName: 'B', email: 'a@b.co' });
    const first = await send();
    const replay = await send();
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await db.selectFrom('rsvps').selectAll().execute()).toHaveLength(1);
    expect(await db.selectFrom('billingLedger').selectAll().execute()).toHaveLength(1);
  });

  it("keeps a visitor's key to their address: another visitor with the same key gets an answer of their own", async () => {
    const { app, db } = await testApp({ TRUST_PROXY: '1' });
    const owner = await addUser(db, { email: 'o@x.co' });
    const house = await addOpenHouse(db, owner.id, { address: '1 Elm St' });
    const rsvp = (address: string, email: string) =>
      request(app.callback())
        .post('/api/rsvps')
        .set('X-Forwarded-For', address)
        .set('Idempotency-Key', 'shared-key-0001')
        .send({ propertyId: house, firstName: 'A', lastName: 'B', email });
    const first = await rsvp('198.51.100.1', 'first@b.co');
    const second = await rsvp('198.51.100.2', 'second@b.co');
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.body.rsvp.email).toBe('second@b.co');
    expect((await rsvp('198.51.100.1', 'first@b.co')).headers['idempotent-replayed']).toBe('true');
  });

  it('creates one listing for one key even without a client id', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'o@x.co' });
    const agent = await signedInAgent(app, 'o@x.co');
    const a = await agent.post('/api/furniture').set('Idempotency-Key', 'draft-key-0001').send({ status: 'draft', name: 'Lamp' });
    const b = await agent.post('/api/furniture').set('Idempotency-Key', 'draft-key-0001').send({ status: 'draft', name: 'Lamp' });
    expect(b.body.id).toBe(a.body.id);
    expect(await db.selectFrom('furniture').selectAll().execute()).toHaveLength(1);
  });

  it('keeps nothing for a refused request, answers 422 to a key reused for another request, and keys are per user', async () => {
    const { app, db } = await testApp();
    await addUser(db, { email: 'o@x.co' });
    await addUser(db, { email: 'p@x.co' });
    const agent = await signedInAgent(app, 'o@x.co');
    expect((await agent.post('/api/furniture').set('Idempotency-Key', 'key-refused-1').send({ name: '' })).status).toBe(400);
    expect(
      (await agent.post('/api/furniture').set('Idempotency-Key', 'key-refused-1').send({ status: 'draft', name: 'Now fine' })).status,
    ).toBe(201);
    expect(
      (
        await agent
          .put('/api/account/business-profile')
          .set('Idempotency-Key', 'key-refused-1')
          .send({ businessName: 'X', connectedSite: '', numberOfUsers: 1 })
      ).status,
    ).toBe(422);
    expect(
      (await agent.post('/api/furniture').set('Idempotency-Key', 'key-refused-1').send({ status: 'draft', name: 'Another name' })).status,
    ).toBe(422);
    const other = await signedInAgent(app, 'p@x.co');
    expect(
      (await other.post('/api/furniture').set('Idempotency-Key', 'key-refused-1').send({ status: 'draft', name: 'Mine' })).body.name,
    ).toBe('Mine');
    expect((await agent.post('/api/furniture').set('Idempotency-Key', 'bad key!').send({ status: 'draft' })).status).toBe(400);
  });
});

describe('versions', () => {
  it('send the version as ETag and answer 412 with the current row to a stale If-Match', async () => {
    const { app, db } = await testApp();
    const owner = await addUser(db, { email: 'o@x.co' });
    const id = await addPiece(db, owner.id, null, { name: 'Sofa' });
    const agent = await signedInAgent(app, 'o@x.co');
    const read = await agent.get(`/api/furniture/${id}`);
    expect(read.headers.etag).toBe('"1"');
    const saved = await agent
      .put(`/api/furniture/${id}`)
      .set('If-Match', '"1"')
      .send({ ...sofaEdit, price: '950' });
    expect(saved.status).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    const stale = await agent
      .put(`/api/furniture/${id}`)
      .set('If-Match', '"1"')
      .send({ ...sofaEdit, price: '100' });
    expect(stale.status).toBe(412);
    expect(stale.body.current).toMatchObject({ id, version: 2, price: 950 });
    expect((await agent.delete(`/api/furniture/${id}`).set('If-Match', '"1"')).status).toBe(412);
    expect((await agent.delete(`/api/furniture/${id}`).set('If-Match', '"2"')).status).toBe(204);
  });
});

/** A user o@x.co signed in, with the account wishlist on, and a piece of another user's to save. */
const feedSetup = async () => {
  const { app, db } = await testApp();
  await setFeature(db, 'wishlist', true);
  const owner = await addUser(db, { email: 'o@x.co' });
  const other = await addUser(db, { email: 'p@x.co' });
  const theirs = await addPiece(db, other.id, null, { name: 'Theirs' });
  return { app, db, owner, theirs, agent: await signedInAgent(app, 'o@x.co') };
};

describe('GET /api/sync/changes', () => {
  it('answers the user own changes and tombstones since a sequence', async () => {
    const { app, theirs, agent } = await feedSetup();
    expect((await request(app.callback()).get('/api/sync/changes')).status).toBe(401);
    for (const since of ['-1', '1.5', 'x', '2147483648', '99999999999'])
      expect((await agent.get(`/api/sync/changes?since=${since}`)).status, since).toBe(400);
    expect((await agent.get('/api/sync/changes?since=2147483647')).status).toBe(200);
    const start = syncChangesSchema.parse((await agent.get('/api/sync/changes?since=0')).body);
    expect(start.changes).toEqual([]);

    const gone = (await agent.post('/api/furniture').send({ status: 'draft', name: 'Gone' })).body.id as string;
    const afterGone = syncChangesSchema.parse((await agent.get('/api/sync/changes?since=0')).body).sequence;
    const kept = (await agent.post('/api/furniture').send({ status: 'draft', name: 'Kept' })).body.id as string;
    await agent.put(`/api/furniture/${kept}`).send({ ...sofaEdit, name: 'Kept and edited' });
    await agent.delete(`/api/furniture/${gone}`);
    await agent.put(`/api/favorites/${theirs}`);

    const feed = syncChangesSchema.parse((await agent.get(`/api/sync/changes?since=${afterGone}`)).body);
    expect(feed.more).toBe(false);
    const byId = new Map(feed.changes.map((c) => [`${c.entity}:${c.id}`, c]));
    expect(byId.get(`furniture:${kept}`)).toMatchObject({ op: 'upsert', data: { name: 'Kept and edited', version: 2 } });
    expect(byId.get(`furniture:${gone}`)).toEqual({ op: 'delete', entity: 'furniture', id: gone });
    expect(byId.get(`favorite:${theirs}`)).toMatchObject({ op: 'upsert', data: { name: 'Theirs' } });
    expect(feed.changes).toHaveLength(3);

    expect((await agent.get(`/api/sync/changes?since=${feed.sequence}`)).body).toEqual({
      sequence: feed.sequence,
      more: false,
      changes: [],
    });
    await agent.delete(`/api/favorites/${theirs}`);
    const later = (await agent.get(`/api/sync/changes?since=${feed.sequence}`)).body;
    expect(later.changes).toEqual([{ op: 'delete', entity: 'favorite', id: theirs }]);
    expect(later.sequence).toBeGreaterThan(feed.sequence);
  });

  it('since=0 answers the whole current state (listings made before any change was recorded included) at the latest sequence', async () => {
    const { app, db, owner, theirs, agent } = await feedSetup();
    const seeded = await addPiece(db, owner.id, null, { name: 'Seeded' });
    const made = (await agent.post('/api/furniture').send({ status: 'draft', name: 'Made' })).body.id as string;
    await agent.put(`/api/favorites/${theirs}`);
    const snapshot = syncChangesSchema.parse((await agent.get('/api/sync/changes?since=0')).body);
    expect(snapshot.changes.map((c) => `${c.op} ${c.entity}:${c.id}`).sort()).toEqual(
      [`upsert favorite:${theirs}`, `upsert furniture:${made}`, `upsert furniture:${seeded}`].sort(),
    );
    expect((await agent.get(`/api/sync/changes?since=${snapshot.sequence}`)).body.changes).toEqual([]);
    const otherFeed = syncChangesSchema.parse((await (await signedInAgent(app, 'p@x.co')).get('/api/sync/changes')).body);
    expect(otherFeed.changes.map((c) => c.id)).toEqual([theirs]);
  });

  it('leaves saved pieces out, in the full state and as changes, while the account wishlist is switched off', async () => {
    const { db, theirs, agent } = await feedSetup();
    const start = syncChangesSchema.parse((await agent.get('/api/sync/changes?since=0')).body).sequence;
    await agent.put(`/api/favorites/${theirs}`);
    const made = (await agent.post('/api/furniture').send({ status: 'draft', name: 'Made' })).body.id as string;
    await setFeature(db, 'wishlist', false);
    const feed = syncChangesSchema.parse((await agent.get(`/api/sync/changes?since=${start}`)).body);
    expect(feed.changes.map((c) => `${c.entity}:${c.id}`)).toEqual([`furniture:${made}`]);
    const snapshot = syncChangesSchema.parse((await agent.get('/api/sync/changes?since=0')).body);
    expect(snapshot.changes.map((c) => `${c.entity}:${c.id}`)).toEqual([`furniture:${made}`]);
  });

  it("carries the signed-in user's own RSVPs, in the full state and as changes, never another's", async () => {
    const { app, db } = await testApp();
    const owner = await addUser(db, { email: 'o@x.co' });
    await addUser(db, { email: 'p@x.co' });
    const house = await addOpenHouse(db, owner.id, { address: '1 Elm St' });
    const agent = await signedInAgent(app, 'p@x.co');
    const start = syncChangesSchema.parse((await agent.get('/api/sync/changes?since=0')).body);
    const mine = (await agent.post('/api/rsvps').send({ propertyId: house, firstName: 'Pat', lastName: 'Lee', email: 'pat@x.co' })).body
      .rsvp.id as string;
    await request(app.callback()).post('/api/rsvps').send({ propertyId: house, firstName: 'Anon', lastName: 'Y', email: 'anon@x.co' });
    const feed = syncChangesSchema.parse((await agent.get(`/api/sync/changes?since=${start.sequence}`)).body);
    expect(feed.changes).toEqual([
      { op: 'upsert', entity: 'rsvp', id: mine, data: expect.objectContaining({ propertyId: house, email: 'pat@x.co' }) },
    ]);
    const full = syncChangesSchema.parse((await agent.get('/api/sync/changes?since=0')).body);
    expect(full.changes.filter((c) => c.entity === 'rsvp').map((c) => c.id)).toEqual([mine]);
    const ownerFeed = syncChangesSchema.parse((await (await signedInAgent(app, 'o@x.co')).get('/api/sync/changes?since=0')).body);
    expect(ownerFeed.changes.filter((c) => c.entity === 'rsvp')).toEqual([]);
  });
});
