import { syncChangesSchema } from '@stagehouse/shared/sync.schema';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { addPiece, addProperty, addUser, elmStreetHouse, setFeature } from '../../test/fixtures';
import { signedInAgent } from '../../test/session';
import { testApp } from '../../test/test-app';

const setup = async () => {
  const created = await testApp();
  const root = await addUser(created.db, { email: 'root@x.co', role: 'admin' });
  const ana = await addUser(created.db, { email: 'ana@x.co' });
  const house = await addProperty(created.db, ana.id, {
    ...elmStreetHouse,
  });
  await addPiece(created.db, ana.id, house, { name: 'Real sofa' });
  return { ...created, root, house, admin: await signedInAgent(created.app, 'root@x.co'), visitor: request(created.app.callback()) };
};

const publicIds = async (visitor: ReturnType<typeof request>) =>
  ((await visitor.get('/api/properties-with-furniture')).body as { id: number }[]).map((p) => p.id);

describe('demo data', () => {
  it('loads 50-100 sample listings with their listers and RSVPs, answers the counts, and shows them publicly', async () => {
    const { admin, visitor, db, house } = await setup();
    expect((await admin.get('/api/admin/demo-data')).body).toEqual({ listings: 0, users: 0, transactions: 0 });
    const loaded = await admin.post('/api/admin/load-seed-data');
    expect(loaded.status).toBe(201);
    expect(loaded.body.listings).toBeGreaterThanOrEqual(50);
    expect(loaded.body.listings).toBeLessThanOrEqual(100);
    expect(loaded.body.users).toBe(4);
    expect(loaded.body.transactions).toBeGreaterThan(0);
    expect((await admin.get('/api/admin/demo-data')).body).toEqual(loaded.body);
    const demoPieces = await db.selectFrom('furniture').select('id').where('isDemo', '=', 1).execute();
    expect(demoPieces).toHaveLength(loaded.body.listings);
    const ids = await publicIds(visitor);
    expect(ids).toContain(house);
    expect(ids.length).toBeGreaterThan(1);
    const demoHouse = ids.find((id) => id !== house)!;
    const open = await visitor.get(`/api/open-house/${demoHouse}`);
    expect(open.status).toBe(200);
    expect(open.body.furniture[0].images[0]).toMatch(/^\/api\/images\/\w+-\d\.webp$/);
    expect((await visitor.get(open.body.furniture[0].images[0])).status).toBe(200);
    const ledger = await db.selectFrom('billingLedger').select('id').execute();
    expect(ledger).toHaveLength(loaded.body.transactions);
  });

  it('hides demo rows from public lists when the data source is System, demo data is hidden, or demo_furniture is off', async () => {
    const { admin, visitor, house } = await setup();
    await admin.post('/api/admin/load-seed-data');
    const all = await publicIds(visitor);
    const demoHouse = all.find((id) => id !== house)!;
    for (const [path, off, on] of [
      ['/api/admin/toggle-data-source', { useSampleData: false }, { useSampleData: true }],
      ['/api/admin/toggle-demo-visibility', { visible: false }, { visible: true }],
      ['/api/admin/toggle-feature', { featureId: 'demo_furniture', enabled: false }, { featureId: 'demo_furniture', enabled: true }],
    ] as const) {
      expect((await admin.post(path).send(off)).status).toBe(200);
      expect(await publicIds(visitor)).toEqual([house]);
      expect((await visitor.get(`/api/open-house/${demoHouse}`)).status).toBe(404);
      await admin.post(path).send(on);
      expect((await publicIds(visitor)).sort()).toEqual([...all].sort());
    }
  });

  it('reset removes only demo rows, keeps admins and real listers, and is logged', async () => {
    const { admin, visitor, db, house, root } = await setup();
    await admin.post('/api/admin/load-seed-data');
    await db.updateTable('users').set({ isDemo: 1 }).where('id', '=', root.id).execute();
    const reset = await admin.delete('/api/admin/reset-seed-data');
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ listings: 0, users: 0, transactions: 0 });
    expect(await publicIds(visitor)).toEqual([house]);
    expect((await db.selectFrom('users').select('email').orderBy('email').execute()).map((u) => u.email)).toEqual([
      'ana@x.co',
      'root@x.co',
    ]);
    expect(await db.selectFrom('billingLedger').select('id').execute()).toEqual([]);
    const log = (await admin.get('/api/admin/activity-log?search=Sample%20data')).body.entries;
    expect(log.map((e: { action: string }) => e.action)).toEqual(['delete', 'create']);
  });

  it('reset refuses, naming them, while demo accounts own real listings, and deletes nothing; once they are gone it resets', async () => {
    const { admin, db } = await setup();
    await admin.post('/api/admin/load-seed-data').expect(201);
    const lister = await db.selectFrom('users').select('id').where('isDemo', '=', 1).where('role', '!=', 'admin').executeTakeFirstOrThrow();
    const realHouse = await addProperty(db, lister.id, { ...elmStreetHouse, address: '9 Real Rd' });
    const real = await addPiece(db, lister.id, realHouse, { name: 'Real walnut desk' });
    const before = (await admin.get('/api/admin/demo-data')).body as unknown;

    const refused = await admin.delete('/api/admin/reset-seed-data');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Nothing was reset: demo accounts own 1 real listing ("Real walnut desk") and 1 real open house ("9 Real Rd") that a reset would delete. Move them to a real account or delete them first.',
    );
    expect((await admin.get('/api/admin/demo-data')).body).toEqual(before);
    expect(await db.selectFrom('furniture').select('id').where('id', '=', real).executeTakeFirst()).toBeDefined();

    await db.deleteFrom('furniture').where('id', '=', real).execute();
    await db.deleteFrom('properties').where('id', '=', realHouse).execute();
    expect((await admin.delete('/api/admin/reset-seed-data')).body).toEqual({ listings: 0, users: 0, transactions: 0 });
  });

  it('reset tells the devices of those who saved a demo piece or RSVPed to a demo open house that it is gone', async () => {
    const { app, admin, db } = await setup();
    await setFeature(db, 'wishlist', true);
    await admin.post('/api/admin/load-seed-data');
    const demo = await db.selectFrom('furniture').select(['id', 'propertyId']).where('isDemo', '=', 1).executeTakeFirstOrThrow();
    const saver = await signedInAgent(app, 'ana@x.co');
    expect((await saver.put(`/api/favorites/${demo.id}`)).status).toBeLessThan(300);
    const rsvp = await saver
      .post('/api/rsvps')
      .send({ propertyId: demo.propertyId, firstName: 'Ana', lastName: 'Tester', email: 'ana@x.co' });
    expect(rsvp.status).toBe(201);
    const before = syncChangesSchema.parse((await saver.get('/api/sync/changes?since=0')).body);
    expect(before.changes).toContainEqual(expect.objectContaining({ op: 'upsert', entity: 'favorite', id: demo.id }));
    expect(before.changes).toContainEqual(expect.objectContaining({ op: 'upsert', entity: 'rsvp', id: rsvp.body.rsvp.id }));

    expect((await admin.delete('/api/admin/reset-seed-data')).status).toBe(200);
    const after = syncChangesSchema.parse((await saver.get(`/api/sync/changes?since=${before.sequence}`)).body);
    expect(after.changes).toContainEqual({ op: 'delete', entity: 'favorite', id: demo.id });
    expect(after.changes).toContainEqual({ op: 'delete', entity: 'rsvp', id: rsvp.body.rsvp.id });
    expect(after.changes.filter((c) => c.op === 'upsert')).toEqual([]);
    expect(
      syncChangesSchema
        .parse((await saver.get('/api/sync/changes?since=0')).body)
        .changes.filter((c) => c.id === demo.id || c.id === rsvp.body.rsvp.id),
    ).toEqual([]);
  });

  it('is for admins only', async () => {
    const { app, visitor } = await setup();
    const stager = await signedInAgent(app, 'ana@x.co');
    for (const [method, path] of [
      ['get', '/api/admin/demo-data'],
      ['post', '/api/admin/load-seed-data'],
      ['delete', '/api/admin/reset-seed-data'],
    ] as const) {
      expect((await visitor[method](path)).status).toBe(401);
      expect((await stager[method](path)).status).toBe(403);
    }
  });
});
