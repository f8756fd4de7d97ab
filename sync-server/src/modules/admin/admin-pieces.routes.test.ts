import type { Piece } from '@stagehouse/shared/piece.schema';
import { adminPieceStatusLabels } from '@stagehouse/shared/options';
import { pieceStateOf } from '@stagehouse/shared/piece-status';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { addPiece, addProperty, addUser, sofaEdit } from '../../test/fixtures';
import { signedInAgent } from '../../test/session';
import { testApp } from '../../test/test-app';

const setup = async () => {
  const created = await testApp();
  await addUser(created.db, { email: 'root@x.co', role: 'admin' });
  const ana = await addUser(created.db, { email: 'ana@x.co', company: 'Ana Staging' });
  return { ...created, ana, admin: await signedInAgent(created.app, 'root@x.co'), visitor: request(created.app.callback()) };
};

const newPiece = (stagerId: number, extra: Record<string, unknown> = {}) => ({
  title: 'Teak Sideboard',
  description: 'Mid-century, six drawers',
  price: '640',
  category: 'tables',
  location: '1550 Blake St, Denver, CO 80202',
  stagerId,
  status: 'active',
  ...extra,
});

describe('the back office’s pieces', () => {
  it('creates a piece on the stager’s account: the same furniture row, on the map when active', async () => {
    const { admin, ana, app, visitor } = await setup();
    const bad = await admin.post('/api/admin/furniture-listings').send(newPiece(ana.id, { title: '  ', description: '' }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid Input: Please fill in title and description fields');
    expect((await admin.post('/api/admin/furniture-listings').send(newPiece(99999))).status).toBe(400);

    const created = await admin.post('/api/admin/furniture-listings').send(newPiece(ana.id));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Teak Sideboard',
      price: 640,
      category: 'tables',
      categoryName: 'Dining',
      status: 'active',
      stagerId: ana.id,
      stagerName: 'Ana Staging',
      location: '1550 Blake St, Denver, CO 80202',
    });
    const asStager = (await (await signedInAgent(app, 'ana@x.co')).get(`/api/furniture/owner/${ana.id}`)).body;
    expect(asStager).toEqual([
      expect.objectContaining({ id: created.body.id, name: 'Teak Sideboard', category: 'tables', status: 'pending' }),
    ]);
    const map = (await visitor.get('/api/properties-with-furniture')).body as { address: string }[];
    expect(map.map((p) => p.address)).toContain('1550 Blake St, Denver, CO 80202');
  });

  it('reads the price by the shared rule: none is "Price is required" (never a $0 piece), text is "Price must be a number"', async () => {
    const { admin, ana, db } = await setup();
    for (const [price, message] of [
      ['', 'Price is required'],
      ['abc', 'Price must be a number'],
      ['1,2,3', 'Price must be a number'],
    ]) {
      const answer = await admin.post('/api/admin/furniture-listings').send(newPiece(ana.id, { price }));
      expect(answer.status, price).toBe(400);
      expect(answer.body.issues.map((i: { message: string }) => i.message)).toEqual([message]);
    }
    expect(await db.selectFrom('furniture').select('id').execute()).toEqual([]);
    const made = await admin.post('/api/admin/furniture-listings').send(newPiece(ana.id, { price: '$1,250' }));
    expect(made.status).toBe(201);
    expect(made.body.price).toBe(1250);
  });

  it('keeps a piece pending review from buyers until it is made active, and PATCH changes only the given fields', async () => {
    const { admin, ana, visitor } = await setup();
    const id = (await admin.post('/api/admin/furniture-listings').send(newPiece(ana.id, { status: 'pending' }))).body.id as string;
    expect((await visitor.get('/api/properties-with-furniture')).body).toEqual([]);
    const patched = await admin.patch(`/api/admin/furniture-listings/${id}`).send({ status: 'active', price: 700 });
    expect(patched.body).toMatchObject({ status: 'active', price: 700, title: 'Teak Sideboard', description: 'Mid-century, six drawers' });
    expect((await visitor.get('/api/properties-with-furniture')).body).toHaveLength(1);
    expect((await admin.patch(`/api/admin/furniture-listings/${id}`).send({ status: 'archived' })).status).toBe(400);
    expect((await admin.patch('/api/admin/furniture-listings/nope').send({ price: 1 })).status).toBe(404);
  });

  it('never leaves a piece given to another lister in an open house that is not theirs; both listers’ devices and the public pages follow', async () => {
    const { admin, ana, app, db, visitor } = await setup();
    const bo = await addUser(db, { email: 'bo@x.co', role: 'realtor' });
    const [asAna, asBo] = [await signedInAgent(app, 'ana@x.co'), await signedInAgent(app, 'bo@x.co')];
    const create = async (stagerId: number, title: string, location: string) =>
      (await admin.post('/api/admin/furniture-listings').send(newPiece(stagerId, { title, location })).expect(201)).body.id as string;
    const piece = await create(ana.id, 'Moved chair', '1550 Blake St, Denver, CO 80202');
    await create(bo.id, 'Bo’s lamp', '1600 Blake St, Denver, CO 80202');
    const view = async (id: string) => {
      const answer = (await visitor.get(`/api/piece/${id}`).expect(200)).body as {
        piece: { ownerId: number };
        house: { id: number; address: string } | null;
      };
      return { ownerId: answer.piece.ownerId, house: answer.house?.address ?? null };
    };
    const sequenceOf = async (agent: typeof asAna) => (await agent.get('/api/sync/changes?since=0')).body.sequence as number;
    const changesAfter = async (agent: typeof asAna, since: number) =>
      ((await agent.get(`/api/sync/changes?since=${since}`)).body.changes as { op: string; entity: string; id: string }[]).map(
        (c) => `${c.op} ${c.entity} ${c.id}`,
      );
    const [anaSeen, boSeen] = [await sequenceOf(asAna), await sequenceOf(asBo)];
    expect(await view(piece)).toEqual({ ownerId: ana.id, house: '1550 Blake St, Denver, CO 80202' });

    for (const change of [{ stagerId: bo.id }, { stagerId: bo.id, location: '1550 Blake St, Denver, CO 80202' }]) {
      const refused = await admin.patch(`/api/admin/furniture-listings/${piece}`).send(change);
      expect([refused.status, refused.body.message], JSON.stringify(change)).toEqual([
        409,
        "This piece is in another lister's open house: to give it to this lister, also clear its location or give it one of theirs",
      ]);
    }
    expect(await view(piece)).toEqual({ ownerId: ana.id, house: '1550 Blake St, Denver, CO 80202' });

    const moved = await admin
      .patch(`/api/admin/furniture-listings/${piece}`)
      .send({ stagerId: bo.id, location: '1600 Blake St, Denver, CO 80202' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ stagerId: bo.id, location: '1600 Blake St, Denver, CO 80202' });
    expect(await view(piece)).toEqual({ ownerId: bo.id, house: '1600 Blake St, Denver, CO 80202' });
    expect(await changesAfter(asAna, anaSeen)).toEqual([`delete furniture ${piece}`]);
    expect(await changesAfter(asBo, boSeen)).toEqual([`upsert furniture ${piece}`]);

    const cleared = await admin.patch(`/api/admin/furniture-listings/${piece}`).send({ stagerId: ana.id, location: '' });
    expect(cleared.status).toBe(200);
    expect(await view(piece)).toEqual({ ownerId: ana.id, house: null });
    const own = ((await asAna.get(`/api/furniture/owner/${ana.id}`)).body as Piece[]).find((f) => f.id === piece)!;
    expect(own, 'no place is kept from the house it left').toMatchObject({
      propertyAddress: null,
      propertyCity: null,
      propertyState: null,
      propertyZip: null,
      latitude: null,
      longitude: null,
    });
    const relocated = await admin.patch(`/api/admin/furniture-listings/${piece}`).send({ location: '1700 Blake St, Denver, CO 80202' });
    expect(relocated.body.location).toBe('1700 Blake St, Denver, CO 80202');
    expect(await view(piece)).toEqual({ ownerId: ana.id, house: '1700 Blake St, Denver, CO 80202' });
  });

  it('reads the same state to the lister as to the back office: Active is not Pending review, and an edit by the lister keeps the review', async () => {
    const { admin, ana, app } = await setup();
    const lister = await signedInAgent(app, 'ana@x.co');
    const stateOf = async (id: string) => {
      const own = ((await lister.get(`/api/furniture/owner/${ana.id}`)).body as Piece[]).find((f) => f.id === id)!;
      const asAdmin = ((await admin.get('/api/admin/furniture-listings')).body.listings as { id: string; status: string }[]).find(
        (l) => l.id === id,
      )!;
      expect(pieceStateOf(own), `the lister reads what the back office reads for ${own.name}`).toBe(asAdmin.status);
      return adminPieceStatusLabels[pieceStateOf(own)];
    };
    const active = (await admin.post('/api/admin/furniture-listings').send(newPiece(ana.id, { title: 'Active one' }))).body.id as string;
    const held = (await admin.post('/api/admin/furniture-listings').send(newPiece(ana.id, { title: 'Held one', status: 'pending' }))).body
      .id as string;
    const draft = (await admin.post('/api/admin/furniture-listings').send(newPiece(ana.id, { title: 'Draft one', status: 'draft' }))).body
      .id as string;
    expect(await stateOf(active)).toBe('Active');
    expect(await stateOf(held)).toBe('Pending review');
    expect(await stateOf(draft)).toBe('Draft');

    await lister
      .put(`/api/furniture/${held}`)
      .send({ ...sofaEdit, name: 'Held one', status: 'pending' })
      .expect(200);
    expect(await stateOf(held)).toBe('Pending review');
    await admin.patch(`/api/admin/furniture-listings/${held}`).send({ status: 'active' }).expect(200);
    expect(await stateOf(held)).toBe('Active');
    await admin.patch(`/api/admin/furniture-listings/${active}`).send({ status: 'sold' }).expect(200);
    expect(await stateOf(active)).toBe('Sold');
  });

  it('lists with search, status and category filters and counts every status', async () => {
    const { admin, ana, db } = await setup();
    const house = await addProperty(db, ana.id, { address: '2 Oak Ave' });
    await addPiece(db, ana.id, house, { name: 'Old lamp', status: 'sold', category: 'lighting' });
    await addPiece(db, ana.id, null, { name: 'Draft bench', status: 'draft', category: 'seating' });
    await admin.post('/api/admin/furniture-listings').send(newPiece(ana.id, { status: 'pending' }));
    const all = (await admin.get('/api/admin/furniture-listings')).body;
    expect(all.counts).toEqual({ draft: 1, active: 0, pending: 1, sold: 1 });
    expect(all.listings.map((l: { title: string }) => l.title).sort()).toEqual(['Draft bench', 'Old lamp', 'Teak Sideboard']);
    expect((await admin.get('/api/admin/furniture-listings?status=pending')).body.listings.map((l: { title: string }) => l.title)).toEqual([
      'Teak Sideboard',
    ]);
    expect(
      (await admin.get('/api/admin/furniture-listings?category=seating')).body.listings.map((l: { title: string }) => l.title),
    ).toEqual(['Draft bench']);
    expect((await admin.get('/api/admin/furniture-listings?search=lamp')).body.listings.map((l: { status: string }) => l.status)).toEqual([
      'sold',
    ]);
  });

  it('filters by a category value: every piece of it, in any status, as many as the Categories screen counts; a lamp reads Lighting', async () => {
    const { admin, ana, db } = await setup();
    await admin.post('/api/admin/categories').send({ name: 'Outdoor Living', description: 'Patio sets' }).expect(201);
    const house = await addProperty(db, ana.id, { address: '2 Oak Ave' });
    const pieces: [string, 'pending' | 'draft' | 'sold'][] = [
      ['lighting', 'pending'],
      ['lighting', 'sold'],
      ['decor', 'pending'],
      ['other', 'draft'],
      ['outdoor', 'pending'],
      ['outdoor', 'sold'],
      ['tables', 'draft'],
      ['outdoor-living', 'pending'],
    ];
    for (const [category, status] of pieces) await addPiece(db, ana.id, house, { name: `${category} ${status}`, category, status });
    await admin
      .post('/api/admin/furniture-listings')
      .send(newPiece(ana.id, { status: 'pending' }))
      .expect(201);
    const decor = (await admin.get('/api/admin/categories')).body.find((c: { value: string }) => c.value === 'decor');
    await admin.patch(`/api/admin/categories/${decor.id}`).send({ isActive: false }).expect(200);

    const categories = (await admin.get('/api/admin/categories')).body as { name: string; value: string; listingCount: number }[];
    for (const category of categories) {
      const stored = await db.selectFrom('furniture').select('id').where('category', '=', category.value).execute();
      const answer = (await admin.get(`/api/admin/furniture-listings?category=${category.value}&pageSize=100`)).body as {
        total: number;
        listings: { category: string; categoryName: string }[];
      };
      const listed = answer.listings;
      expect(answer.total, category.name).toBe(stored.length);
      expect(listed.length, category.name).toBe(stored.length);
      expect(category.listingCount, category.name).toBe(stored.length);
      expect(listed.every((l) => l.category === category.value && l.categoryName === category.name)).toBe(true);
    }
    expect(categories.find((c) => c.value === 'outdoor')?.listingCount).toBe(2);
    const all = (await admin.get('/api/admin/furniture-listings')).body.listings as { title: string; categoryName: string | null }[];
    expect(all.filter((l) => l.categoryName === null)).toEqual([]);
    expect(all.find((l) => l.title === 'lighting pending')?.categoryName).toBe('Lighting');
    expect((await admin.get('/api/admin/furniture-listings?category=rugs')).body.listings).toEqual([]);
  });

  it('creates and changes a piece only in an active category of the table; a piece keeps the one it has', async () => {
    const { admin, ana, db } = await setup();
    const refused = await admin.post('/api/admin/furniture-listings').send(newPiece(ana.id, { category: 'Dining' }));
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: ['category'], message: 'Choose a category from the list' }]);
    const blank = await admin.post('/api/admin/furniture-listings').send(newPiece(ana.id, { category: '' }));
    expect(blank.body.issues.map((i: { message: string }) => i.message)).toEqual(['Category is required']);

    const made = await admin.post('/api/admin/categories').send({ name: 'Outdoor Living', description: 'Patio sets' });
    const created = await admin.post('/api/admin/furniture-listings').send(newPiece(ana.id, { category: 'outdoor-living' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ category: 'outdoor-living', categoryName: 'Outdoor Living' });

    await admin.patch(`/api/admin/categories/${made.body.id}`).send({ isActive: false }).expect(200);
    expect((await admin.post('/api/admin/furniture-listings').send(newPiece(ana.id, { category: 'outdoor-living' }))).status).toBe(400);
    const kept = await admin.patch(`/api/admin/furniture-listings/${created.body.id}`).send({ category: 'outdoor-living', price: 700 });
    expect(kept.body).toMatchObject({ category: 'outdoor-living', categoryName: 'Outdoor Living', price: 700 });
    expect((await admin.patch(`/api/admin/furniture-listings/${created.body.id}`).send({ category: 'other' })).body.categoryName).toBe(
      'Other',
    );
    expect((await admin.patch(`/api/admin/furniture-listings/${created.body.id}`).send({ category: 'outdoor-living' })).status).toBe(400);
    const stored = await db.selectFrom('furniture').select('category').where('id', '=', created.body.id).executeTakeFirstOrThrow();
    expect(stored.category).toBe('other');
  });

  it('deletes with its photos rows and favourites (cascade), and is for admins only', async () => {
    const { admin, ana, db, app, visitor } = await setup();
    const id = await addPiece(db, ana.id, null, { name: 'Gone chair', images: ['/api/images/seating-1.webp'] });
    await db.insertInto('favorites').values({ userId: ana.id, furnitureId: id, createdAt: new Date().toISOString() }).execute();
    const stager = await signedInAgent(app, 'ana@x.co');
    expect((await visitor.get('/api/admin/furniture-listings')).status).toBe(401);
    expect((await stager.get('/api/admin/furniture-listings')).status).toBe(403);
    expect((await stager.post('/api/admin/furniture-listings').send(newPiece(ana.id))).status).toBe(403);
    expect((await stager.patch(`/api/admin/furniture-listings/${id}`).send({ price: 1 })).status).toBe(403);
    expect((await stager.delete(`/api/admin/furniture-listings/${id}`)).status).toBe(403);
    expect((await admin.delete(`/api/admin/furniture-listings/${id}`)).status).toBe(204);
    expect(await db.selectFrom('furnitureImages').select('id').where('furnitureId', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('favorites').select('userId').where('furnitureId', '=', id).execute()).toEqual([]);
    expect((await admin.delete(`/api/admin/furniture-listings/${id}`)).status).toBe(404);
  });

  it('settles a sale on the status as it is when two status changes come together: sold has its one payout, active none', async () => {
    const { admin, ana, db } = await setup();
    const id = await addPiece(db, ana.id, null, { name: 'Chair', price: 300 });
    for (let round = 0; round < 6; round++) {
      const answers = await Promise.all(
        ['sold', 'active'].map((status) => admin.patch(`/api/admin/furniture-listings/${id}`).send({ status })),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const { status } = await db.selectFrom('furniture').select('status').where('id', '=', id).executeTakeFirstOrThrow();
      const live = await db.selectFrom('payouts').select('id').where('furnitureId', '=', id).where('status', '=', 'scheduled').execute();
      expect(live.length, `round ${round}, ${status}`).toBe(status === 'sold' ? 1 : 0);
    }
  });
});
