import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { pieceSchema } from '@stagehouse/shared/piece.schema';
import { addPiece, addProperty, addUser, setFeature } from '../../test/fixtures';
import { signedInAgent } from '../../test/session';
import { testApp } from '../../test/test-app';
import { wishlistOffMessage } from './saved-pieces.routes';

const setup = async () => {
  const created = await testApp();
  const lister = await addUser(created.db, { email: 'lister@x.co' });
  await addUser(created.db, { email: 'fan@x.co', role: 'realtor' });
  const house = await addProperty(created.db, lister.id, { address: '1 Elm St' });
  const sofa = await addPiece(created.db, lister.id, house, {
    name: 'Sofa',
    images: ['/api/images/seating-1.webp', '/api/images/seating-2.webp'],
  });
  const lamp = await addPiece(created.db, lister.id, house, { name: 'Lamp' });
  const draft = await addPiece(created.db, lister.id, house, { name: 'Draft', status: 'draft' });
  await setFeature(created.db, 'wishlist', true);
  return { ...created, sofa, lamp, draft };
};

describe('favorites', () => {
  it('need a signed-in user', async () => {
    const { app, sofa } = await setup();
    expect((await request(app.callback()).get('/api/favorites')).status).toBe(401);
    expect((await request(app.callback()).put(`/api/favorites/${sofa}`)).status).toBe(401);
    expect((await request(app.callback()).delete(`/api/favorites/${sofa}`)).status).toBe(401);
  });

  it('save once, list newest first with images, and remove', async () => {
    const { app, sofa, lamp } = await setup();
    const agent = await signedInAgent(app, 'fan@x.co');
    expect((await agent.put(`/api/favorites/${sofa}`)).status).toBe(201);
    expect((await agent.put(`/api/favorites/${sofa}`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    await agent.put(`/api/favorites/${lamp}`);
    const list = (await agent.get('/api/favorites')).body.map((f: unknown) => pieceSchema.parse(f));
    expect(list.map((f: { name: string }) => f.name)).toEqual(['Lamp', 'Sofa']);
    expect(list[1].images).toHaveLength(2);
    expect((await agent.delete(`/api/favorites/${lamp}`)).status).toBe(204);
    expect((await agent.get('/api/favorites')).body.map((f: { name: string }) => f.name)).toEqual(['Sofa']);
  });

  it('are refused with 403 and the reason while the account wishlist is switched off, as it is by default', async () => {
    const { app, db, sofa } = await setup();
    const agent = await signedInAgent(app, 'fan@x.co');
    await agent.put(`/api/favorites/${sofa}`);
    await setFeature(db, 'wishlist', false);
    for (const answer of [
      await agent.get('/api/favorites'),
      await agent.put(`/api/favorites/${sofa}`),
      await agent.delete(`/api/favorites/${sofa}`),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: wishlistOffMessage });
    }
    const fresh = await testApp();
    await addUser(fresh.db, { email: 'fan@x.co' });
    expect((await (await signedInAgent(fresh.app, 'fan@x.co')).get('/api/favorites')).status).toBe(403);
  });

  it('are kept per user', async () => {
    const { app, sofa } = await setup();
    await (await signedInAgent(app, 'fan@x.co')).put(`/api/favorites/${sofa}`);
    expect((await (await signedInAgent(app, 'lister@x.co')).get('/api/favorites')).body).toEqual([]);
  });

  it('refuse an unknown piece or a draft with 404', async () => {
    const { app, draft } = await setup();
    const agent = await signedInAgent(app, 'fan@x.co');
    expect((await agent.put('/api/favorites/no-such-piece')).status).toBe(404);
    expect((await agent.put(`/api/favorites/${draft}`)).status).toBe(404);
  });

  it('never show another user a piece its owner turned back into a draft or that waits for review: it reaches them only as a removal', async () => {
    const { app, db, sofa, lamp } = await setup();
    const fan = await signedInAgent(app, 'fan@x.co');
    await fan.put(`/api/favorites/${sofa}`);
    await fan.put(`/api/favorites/${lamp}`);
    const { sequence } = (await fan.get('/api/sync/changes?since=0')).body as { sequence: number };
    const lister = await signedInAgent(app, 'lister@x.co');
    const current = (await lister.get(`/api/furniture/${sofa}`)).body as { version: number };
    const toDraft = await lister.put(`/api/furniture/${sofa}`).set('If-Match', `"${current.version}"`).send({
      name: 'Secret sofa',
      description: 'Private notes',
      price: '900',
      category: 'seating',
      room: 'Living Room',
      condition: 'good',
      status: 'draft',
    });
    expect(toDraft.status).toBe(200);
    await db.updateTable('furniture').set({ needsReview: 1 }).where('id', '=', lamp).execute();

    const listed = JSON.stringify((await fan.get('/api/favorites')).body);
    expect(listed).not.toContain('Secret sofa');
    expect(listed).not.toContain('Private notes');
    expect(listed).not.toContain(lamp);
    const full = JSON.stringify((await fan.get('/api/sync/changes?since=0')).body);
    expect(full).not.toContain('Secret sofa');
    expect(full).not.toContain(lamp);
    const changes = (await fan.get(`/api/sync/changes?since=${sequence}`)).body as {
      changes: { op: string; entity: string; id: string; data?: unknown }[];
    };
    expect(JSON.stringify(changes)).not.toContain('Private notes');
    expect(changes.changes).toContainEqual({ op: 'delete', entity: 'favorite', id: sofa });
    expect((await fan.get(`/api/furniture/${sofa}`)).status).toBe(404);
    expect((await fan.get(`/api/furniture/${lamp}`)).status).toBe(404);
    expect((await request(app.callback()).get(`/api/furniture/${lamp}`)).status).toBe(404);
    expect((await lister.get(`/api/furniture/${lamp}`)).status).toBe(200);
  });

  it('tell the devices of everyone who saved a piece that its owner removed it', async () => {
    const { app, sofa } = await setup();
    const fan = await signedInAgent(app, 'fan@x.co');
    await fan.put(`/api/favorites/${sofa}`);
    const { sequence } = (await fan.get('/api/sync/changes?since=0')).body as { sequence: number };
    expect((await (await signedInAgent(app, 'lister@x.co')).delete(`/api/furniture/${sofa}`)).status).toBe(204);
    expect((await fan.get(`/api/sync/changes?since=${sequence}`)).body.changes).toEqual([{ op: 'delete', entity: 'favorite', id: sofa }]);
  });
});
