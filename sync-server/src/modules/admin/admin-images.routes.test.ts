import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { addPiece, addUser } from '../../test/fixtures';
import { signedInAgent } from '../../test/session';
import { testApp } from '../../test/test-app';
import { deletePhotos, featurePhoto } from '../../db/synced/piece-writes';
import { inTransaction } from '../../db/transaction';

const setup = async () => {
  const created = await testApp();
  await addUser(created.db, { email: 'root@x.co', role: 'admin' });
  const ana = await addUser(created.db, { email: 'ana@x.co' });
  const piece = await addPiece(created.db, ana.id, null, {
    name: 'Sofa',
    images: ['/api/images/seating-1.webp', '/api/images/seating-2.webp', '/api/images/decor-1.webp'],
  });
  const other = await addPiece(created.db, ana.id, null, { name: 'Lamp', images: ['/api/images/lighting-1.webp'] });
  return {
    ...created,
    piece,
    other,
    admin: await signedInAgent(created.app, 'root@x.co'),
    stager: await signedInAgent(created.app, 'ana@x.co'),
  };
};

type Listed = {
  images: { id: number; url: string; isFeatured: boolean; listingTitle: string }[];
  stats: { total: number; featured: number; listings: number };
};

describe('admin furniture images', () => {
  it('change nothing when a photo is gone by the time its change runs (an edit removed it meanwhile)', async () => {
    const { db, piece } = await setup();
    const photos = await db
      .selectFrom('furnitureImages')
      .select(['id', 'isFeatured'])
      .where('furnitureId', '=', piece)
      .orderBy('id')
      .execute();
    const gone = photos[1]!;
    await db.deleteFrom('furnitureImages').where('id', '=', gone.id).execute();
    const photo = { id: gone.id, furnitureId: piece };
    expect(await inTransaction(db, (trx) => featurePhoto(trx, photo, true))).toBe(false);
    expect(await inTransaction(db, (trx) => deletePhotos(trx, [photo]))).toBe(0);
    const left = await db
      .selectFrom('furnitureImages')
      .select(['id', 'isFeatured'])
      .where('furnitureId', '=', piece)
      .orderBy('id')
      .execute();
    expect(left).toEqual(photos.filter((p) => p.id !== gone.id));
  });

  it('lists a listing’s photos with statistics; featuring one unfeatures the others and puts it first for buyers', async () => {
    const { admin, piece, stager } = await setup();
    const all = (await admin.get('/api/admin/furniture-images')).body as Listed;
    expect(all.stats).toMatchObject({ total: 4, listings: 2 });
    const mine = (await admin.get(`/api/admin/furniture-images?listingId=${piece}`)).body as Listed;
    expect(mine.images.map((i) => i.listingTitle)).toEqual(['Sofa', 'Sofa', 'Sofa']);
    const third = mine.images.find((i) => i.url.endsWith('decor-1.webp'))!;
    const featured = await admin.patch(`/api/admin/furniture-images/${third.id}`).send({ isFeatured: true });
    expect(featured.body).toMatchObject({ id: third.id, isFeatured: true });
    const after = (await admin.get(`/api/admin/furniture-images?listingId=${piece}`)).body as Listed;
    expect(after.images.filter((i) => i.isFeatured).map((i) => i.id)).toEqual([third.id]);
    const seen = (await stager.get(`/api/furniture/${piece}`)).body as { images: string[]; version: number };
    expect(seen.images[0]).toBe('/api/images/decor-1.webp');
    expect(seen.version).toBe(2);
  });

  it('deletes one or many; a listing that loses its featured photo features the next', async () => {
    const { admin, piece, other, stager, db } = await setup();
    const photos = ((await admin.get(`/api/admin/furniture-images?listingId=${piece}`)).body as Listed).images;
    const featured = photos[1]!;
    await admin.patch(`/api/admin/furniture-images/${featured.id}`).send({ isFeatured: true });
    expect((await admin.delete(`/api/admin/furniture-images/${featured.id}`)).body).toEqual({ deleted: 1 });
    const left = ((await admin.get(`/api/admin/furniture-images?listingId=${piece}`)).body as Listed).images;
    expect(left).toHaveLength(2);
    expect(left.filter((i) => i.isFeatured)).toHaveLength(1);
    const lamp = ((await admin.get(`/api/admin/furniture-images?listingId=${other}`)).body as Listed).images;
    const bulk = await admin.post('/api/admin/furniture-images/bulk-delete').send({ imageIds: [...left.map((i) => i.id), lamp[0]!.id] });
    expect(bulk.body).toEqual({ deleted: 3 });
    expect(await db.selectFrom('furnitureImages').select('id').execute()).toEqual([]);
    expect((await admin.post('/api/admin/furniture-images/bulk-delete').send({ imageIds: [] })).status).toBe(400);
    expect((await admin.delete('/api/admin/furniture-images/9999')).status).toBe(404);
    expect((await stager.post('/api/admin/furniture-images/bulk-delete').send({ imageIds: [1] })).status).toBe(403);
    expect((await stager.patch('/api/admin/furniture-images/1').send({ isFeatured: true })).status).toBe(403);
  });

  it('lists a page of photos at a time and counts every photo in its statistics, not only those of the page', async () => {
    const { admin, db } = await setup();
    const owner = await db.selectFrom('users').select('id').where('email', '=', 'ana@x.co').executeTakeFirstOrThrow();
    await addPiece(db, owner.id, null, { name: 'Gallery', images: Array.from({ length: 205 }, () => '/api/images/decor-1.webp') });
    const featured = await db.selectFrom('furnitureImages').select('id').where('isFeatured', '=', 1).execute();
    const first = (await admin.get('/api/admin/furniture-images?pageSize=100')).body as Listed & { total: number };
    expect(first.images).toHaveLength(100);
    expect(first.total).toBe(209);
    expect(first.stats).toMatchObject({ total: 209, featured: featured.length, listings: 3 });
    const last = (await admin.get('/api/admin/furniture-images?pageSize=100&page=3')).body as Listed;
    expect(last.images).toHaveLength(9);
    expect(last.stats).toEqual(first.stats);
  });

  it('is refused to visitors', async () => {
    const { app } = await setup();
    expect((await request(app.callback()).get('/api/admin/furniture-images')).status).toBe(401);
  });
});
