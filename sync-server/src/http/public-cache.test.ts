import Koa from 'koa';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addPiece, addProperty, addUser, setFeature } from '../test/fixtures';
import { signedInAgent } from '../test/session';
import { testApp } from '../test/test-app';
import type { AppState } from './app-state';
import { processVersion } from '../infra/public-version';
import { createPublicCache } from './public-cache';
import { createKnownReaders } from './known-readers';

describe('public answers cache', () => {
  // The clock stands still, so no answer is let go for its age while a test shows that it is kept.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

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

  it('keeps an answer a minute at most: an open house whose last pickup window just ended reads over, with no write', async () => {
    // 1 PM in Denver on the open-house day.
    vi.setSystemTime(new Date('2026-12-05T20:00:00Z'));
    const { app, db } = await testApp();
    const owner = await addUser(db, { email: 'o@x.co' });
    const house = await addProperty(db, owner.id, { address: '1 Elm St', openHouseDate: '2026-12-05' });
    await addPiece(db, owner.id, house);
    const server = app.callback();
    expect((await request(server).get(`/api/open-house/${house}`)).body.over).toBe(false);
    // Pickup is the next day from 9 to 12 and 1 to 5 PM: at 4:59 PM it is still on, a minute after 5 PM it is over.
    vi.setSystemTime(new Date('2026-12-06T23:59:00Z'));
    expect((await request(server).get(`/api/open-house/${house}`)).body.over).toBe(false);
    vi.setSystemTime(new Date('2026-12-07T00:01:00Z'));
    expect((await request(server).get(`/api/open-house/${house}`)).body.over).toBe(true);
  });

  it('keeps its answers through writes no visitor can see: saving a piece, asking for an upload address', async () => {
    const { app, db } = await testApp();
    const owner = await addUser(db, { email: 'o@x.co' });
    await addUser(db, { email: 'b@x.co' });
    const house = await addProperty(db, owner.id, { address: '1 Elm St' });
    const piece = await addPiece(db, owner.id, house);
    await setFeature(db, 'wishlist', true);
    const server = app.callback();
    const etag = (await request(server).get(`/api/open-house/${house}`)).headers.etag as string;
    // Changed behind the app's back: only an answer built afresh would show it.
    await db.updateTable('properties').set({ description: 'Changed behind the cache' }).where('id', '=', house).execute();
    const buyer = await signedInAgent(app, 'b@x.co');
    expect((await buyer.put(`/api/favorites/${piece}`)).status).toBe(201);
    expect((await buyer.post('/api/furniture/upload-url')).status).toBe(200);
    expect((await request(server).get(`/api/open-house/${house}`).set('If-None-Match', etag)).status).toBe(304);
  });

  it('serves signed-in readers who see what a visitor sees, never the lister of the house or an admin, who see buyer details', async () => {
    const { app, db } = await testApp();
    const owner = await addUser(db, { email: 'o@x.co' });
    await addUser(db, { email: 'b@x.co' });
    await addUser(db, { email: 'admin@x.co', role: 'admin' });
    const house = await addProperty(db, owner.id, { address: '1 Elm St' });
    const piece = await addPiece(db, owner.id, house, { status: 'sold', buyerInfo: 'Jo Buyer' });
    await addPiece(db, owner.id, house, { name: 'Lamp' });
    const sold = (answer: { body: { furniture: { id: string }[] } }) => answer.body.furniture.find((p) => p.id === piece);
    const visitor = await request(app.callback()).get(`/api/open-house/${house}`);
    expect(sold(visitor)).toMatchObject({ buyerInfo: null });
    const visitorsMap = await request(app.callback()).get('/api/properties-with-furniture');
    expect(visitorsMap.body).toHaveLength(1);
    // Changed behind the app's back, so only a fresh read shows it: a kept answer still says "Sofa".
    await db.updateTable('furniture').set({ name: 'Renamed behind the cache' }).where('id', '=', piece).execute();
    const reads = {
      buyer: await signedInAgent(app, 'b@x.co'),
      lister: await signedInAgent(app, 'o@x.co'),
      admin: await signedInAgent(app, 'admin@x.co'),
    };
    // Twice each: the second read comes once the server knows who the session's reader is.
    for (const read of [1, 2]) {
      const buyer = await reads.buyer.get(`/api/open-house/${house}`);
      expect(buyer.body, `read ${read}`).toEqual(visitor.body);
      expect(buyer.headers.etag).toBe(visitor.headers.etag);
      for (const agent of [reads.lister, reads.admin]) {
        const fresh = await agent.get(`/api/open-house/${house}`);
        expect(sold(fresh), `read ${read}`).toMatchObject({ name: 'Renamed behind the cache', buyerInfo: 'Jo Buyer' });
      }
    }
    await db.updateTable('properties').set({ city: 'Renamed behind the cache' }).where('id', '=', house).execute();
    const map = await reads.admin.get('/api/properties-with-furniture');
    expect(map.body, 'the map list is the same for everyone: kept').toEqual(visitorsMap.body);
  });

  it("shows a piece's buyer details to its own lister only, in a house listers share", async () => {
    const { app, db } = await testApp();
    const houseOwner = await addUser(db, { email: 'o@x.co' });
    const sharer = await addUser(db, { email: 's@x.co' });
    const house = await addProperty(db, houseOwner.id, { address: '1 Elm St' });
    await addPiece(db, houseOwner.id, house, { name: 'Lamp' });
    const piece = await addPiece(db, sharer.id, house, { status: 'sold', buyerInfo: 'Jo Buyer' });
    await request(app.callback()).get(`/api/open-house/${house}`).expect(200);
    const [asOwner, asSharer] = [await signedInAgent(app, 'o@x.co'), await signedInAgent(app, 's@x.co')];
    const buyerInfoOf = async (agent: typeof asOwner) =>
      ((await agent.get(`/api/open-house/${house}`)).body as { furniture: { id: string; buyerInfo: string | null }[] }).furniture.find(
        (p) => p.id === piece,
      )?.buyerInfo;
    for (const read of [1, 2]) {
      expect(await buyerInfoOf(asOwner), `read ${read}`).toBeNull();
      expect(await buyerInfoOf(asSharer), `read ${read}`).toBe('Jo Buyer');
    }
  });

  it('holds at most its byte budget, oldest out first, however many query strings it is sent', async () => {
    const cache = createPublicCache('sid', processVersion(), createKnownReaders(), 2000);
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

  it('keeps a page drawn for visitors until a write, with ETag/304, whoever asks; a missing record or a page with a query is answered, not kept', async () => {
    const cache = createPublicCache('sid', processVersion(), createKnownReaders());
    let drawn = 0;
    const render = async (url: string) => {
      drawn += 1;
      return url === '/gone'
        ? { status: 404, html: '<p>gone</p>' }
        : url === '/shell'
          ? null
          : { status: 200, html: `<p>${url} #${drawn}</p>` };
    };
    const app = new Koa<AppState>().use(cache.invalidateOnWrite).use(async (ctx) => {
      if (ctx.method === 'POST') ctx.status = 201;
      else if (!(await cache.page(ctx, ctx.url, ctx.querystring === '', () => render(ctx.url)))) ctx.body = 'shell';
    });
    const server = app.callback();

    const first = await request(server).get('/map');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.text).toBe('<p>/map #1</p>');
    const signedIn = await request(server)
      .get('/map')
      .set('Cookie', 'sid=abc')
      .set('If-None-Match', first.headers.etag as string);
    expect(signedIn.status, 'the same page for everyone').toBe(304);
    expect(drawn).toBe(1);

    await request(server).post('/api/rsvps').expect(201);
    expect((await request(server).get('/map')).text).toBe('<p>/map #2</p>');

    const gone = await request(server).get('/gone');
    expect([gone.status, gone.text]).toEqual([404, '<p>gone</p>']);
    await request(server).get('/gone');
    expect(drawn, 'a 404 page is drawn each time').toBe(4);
    expect((await request(server).get('/shell')).text, 'no page: the next middleware answers').toBe('shell');
    await request(server).get('/map?city=Reno');
    await request(server).get('/map?city=Reno');
    expect(drawn, 'a page with a query is drawn each time').toBe(7);
    expect((await request(server).get('/map')).text, 'and does not push the kept page out').toBe('<p>/map #2</p>');
  });

  it('does not keep an answer built while a write landed', async () => {
    const cache = createPublicCache('sid', processVersion(), createKnownReaders());
    let release: () => void = () => undefined;
    let drawn = 0;
    const render = async () => {
      drawn += 1;
      if (drawn === 1) await new Promise<void>((resolve) => (release = resolve));
      return { status: 200, html: `<p>#${drawn}</p>` };
    };
    const app = new Koa<AppState>().use(cache.invalidateOnWrite).use(async (ctx) => {
      if (ctx.method === 'POST') ctx.status = 201;
      else await cache.page(ctx, ctx.url, true, render);
    });
    const server = app.callback();
    const slow = request(server)
      .get('/map')
      .then((r) => r.text);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await request(server).post('/api/anything').expect(201);
    release();
    expect(await slow).toBe('<p>#1</p>');
    expect((await request(server).get('/map')).text, 'drawn again: the first was built before the write').toBe('<p>#2</p>');
  });
});
