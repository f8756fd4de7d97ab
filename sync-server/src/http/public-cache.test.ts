import Koa from 'koa';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { addPiece, addProperty, addUser } from '../test/fixtures';
import { signedInAgent } from '../test/session';
import { testApp } from '../test/test-app';
import type { AppState } from './app-state';
import { createPublicCache } from './public-cache';

describe('public answers cache', () => {
  it('answers with an ETag, 304 when unchanged, and a fresh answer after a write', async () => {
    const { app, db } = await testApp();
    const owner = await addUser(db, { email: 'o@x.co' });
    const house = await addProperty(db, owner.id, { address: '1 Elm St' });
    await addPiece(db, owner.id, house);
    const server = app.callback();

    const first = await request(server).get(`/api/open-house/${house}`);
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await request(server).get(`/api/open-house/${house}`).set('If-None-Match', etag);
    expect(again.status).toBe(304);

    await request(server).post('/api/rsvps').send({ propertyId: house, firstName: 'A', lastName: 'B', email: 'a@b.co' }).expect(201);
    const changed = await request(server).get(`/api/open-house/${house}`).set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.body.rsvpCount).toBe(1);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('is not used for signed-in readers, whose answers may hold buyer details', async () => {
    const { app, db } = await testApp();
    const owner = await addUser(db, { email: 'o@x.co' });
    const house = await addProperty(db, owner.id, { address: '1 Elm St' });
    await addPiece(db, owner.id, house, { status: 'sold', buyerInfo: 'Jo Buyer' });
    await request(app.callback()).get(`/api/open-house/${house}`);
    const agent = await signedInAgent(app, 'o@x.co');
    const mine = await agent.get(`/api/open-house/${house}`);
    expect(mine.body.furniture[0].buyerInfo).toBe('Jo Buyer');
    const visitor = await request(app.callback()).get(`/api/open-house/${house}`);
    expect(visitor.body.furniture[0].buyerInfo).toBeNull();
  });

  it('holds at most its byte budget, oldest out first, however many query strings it is sent', async () => {
    const cache = createPublicCache('sid', 2000);
    let built = 0;
    const app = new Koa<AppState>().use(cache.cached).use((ctx) => {
      built += 1;
      ctx.body = { filler: 'x'.repeat(280) };
    });
    const get = (n: number) => request(app.callback()).get(`/api/anything?n=${n}`);
    for (let n = 0; n < 10; n++) await get(n);
    expect(built).toBe(10);
    await get(9);
    expect(built, 'the newest is kept').toBe(10);
    await get(0);
    expect(built, 'the oldest went to make room').toBe(11);
  });
});
