import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { fitZoom, maxMapMarkers, maxMapPins, maxNearbyHouses } from '@stagehouse/shared/map-grid';
import { type MapView, mapViewSchema } from '@stagehouse/shared/map-view.schema';
import { addPiece, addProperty, addUser, daysFromNow, hold } from '../../test/fixtures';
import { testApp } from '../../test/test-app';

const west = '-125,31,-102,49';

const world = async () => {
  const created = await testApp();
  const { db } = created;
  const ana = await addUser(db, { email: 'ana@x.co', company: 'Golden Gate Staging' });
  const house = (address: string, fields: Omit<Parameters<typeof addProperty>[2], 'address'> = {}) =>
    addProperty(db, ana.id, { address, ...fields });
  // Three houses in Denver a few streets apart, one in Oakland, one past, one whose only piece is held.
  const denver = [
    await house('1 Elm St', { openHouseDate: daysFromNow(3) }),
    await house('2 Elm St', { latitude: 39.741, longitude: -104.991, openHouseDate: daysFromNow(4) }),
    await house('3 Elm St', { latitude: 39.742, longitude: -104.989, openHouseDate: daysFromNow(5) }),
  ];
  const oakland = await house('9 Bay Rd', { city: 'Oakland', state: 'CA', zipCode: '94607', latitude: 37.8, longitude: -122.27 });
  const past = await house('4 Old Rd', { latitude: 39.75, longitude: -105, openHouseDate: daysFromNow(-3) });
  const heldOnly = await house('5 Held Rd', { latitude: 39.76, longitude: -105.01 });
  for (const id of denver) await addPiece(db, ana.id, id, { price: 100 });
  await addPiece(db, ana.id, denver[0]!, { price: 50 });
  await addPiece(db, ana.id, oakland, { price: 900, images: ['/api/images/seating-3.webp'] });
  await addPiece(db, ana.id, oakland, { price: 40, images: [] });
  await addPiece(db, ana.id, oakland, { price: 300, images: ['/api/images/lighting-1.webp'] });
  await addPiece(db, ana.id, oakland, { price: 120, status: 'draft' });
  await addPiece(db, ana.id, oakland, { price: 70, images: ['/api/images/lighting-2.webp'] });
  await addPiece(db, ana.id, past, { price: 100 });
  await hold(db, await addPiece(db, ana.id, heldOnly, { price: 100 }));
  const visitor = request(created.app.callback());
  const read = async (query: string): Promise<MapView> => {
    const answer = await visitor.get(`/api/map${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return mapViewSchema.parse(answer.body);
  };
  return { ...created, ana, denver, oakland, past, heldOnly, visitor, read };
};

describe('GET /api/map', () => {
  it('counts the houses its filters find and the box they fill, leaving out past and held-only houses unless asked', async () => {
    const { read, oakland, past } = await world();
    const all = await read('');
    expect(all.total).toBe(4);
    expect(all.bounds).toEqual([-122.27, 37.8, -104.989, 39.742]);
    // Without a view, all it finds are drawn as a phone fitted to them shows them: the West at zoom 4.
    expect(fitZoom(all.bounds!)).toBe(4);
    expect(all).toMatchObject({ clusters: [{ houses: 3 }], pins: [{ address: '9 Bay Rd' }] });
    expect(all.nearby).toHaveLength(4);
    expect(all.nearby.every((house) => !house.over)).toBe(true);

    const withPast = await read('?past=1');
    expect(withPast.total).toBe(5);
    expect(withPast.nearby.find((house) => house.id === past)?.over).toBe(true);

    expect((await read('?city=Oakland%2C%20CA')).nearby.map((house) => house.id)).toEqual([oakland]);
    expect((await read('?city=oakland%2C%20ca')).nearby.map((house) => house.id)).toEqual([oakland]);
    expect((await read('?zip=946')).total).toBe(1);
    expect((await read('?bbox=-106,39,-104,40')).total).toBe(3);
    expect(await read('?zip=00000')).toEqual({ total: 0, bounds: null, clusters: [], pins: [], nearby: [] });
  });

  it('clusters close houses when zoomed out, with what they hold and the box to zoom to, and pins a lone house with its photo, day and lowest prices', async () => {
    const { read, oakland } = await world();
    const answer = await read(`?view=${west}&zoom=5`);
    expect(answer.clusters).toEqual([
      {
        latitude: expect.closeTo(39.741, 3),
        longitude: expect.closeTo(-104.99, 3),
        houses: 3,
        pieces: 4,
        bounds: [-104.991, 39.74, -104.989, 39.742],
      },
    ]);
    expect(answer.pins).toHaveLength(1);
    expect(answer.pins[0]).toMatchObject({
      id: oakland,
      address: '9 Bay Rd',
      furnitureCount: 4,
      openHouseDate: daysFromNow(30),
      over: false,
      prices: [40, 70, 300],
      // The cheapest piece with a photo shows.
      photo: '/api/images/lighting-2.webp',
      companyName: 'Golden Gate Staging',
    });
  });

  it('draws houses a street apart as pins once zoomed in far enough, and only those in the view', async () => {
    const { read, denver } = await world();
    // A phone's view at zoom 17: about 600 m across.
    const answer = await read('?view=-104.993,39.738,-104.987,39.744&zoom=17');
    expect(answer.clusters).toEqual([]);
    expect(answer.pins.map((pin) => pin.id).sort()).toEqual([...denver].sort());
    expect(answer.total).toBe(4);
  });

  it('lists the houses nearest a place first, as many as asked for', async () => {
    const { read, oakland, denver } = await world();
    const fromOakland = await read('?near=37.8,-122.3&limit=2');
    expect(fromOakland.nearby.map((house) => house.id)).toEqual([oakland, denver[1]]);
    const fromDenver = await read('?near=39.742,-104.989');
    expect(fromDenver.nearby.map((house) => house.id)).toEqual([denver[2], denver[1], denver[0], oakland]);
  });

  it('never answers more than its marker and pin limits, nor 50 KB, for 2,000 houses at any zoom', async () => {
    const { db, ana, visitor } = await world();
    const houses = Array.from({ length: 2000 }, (_, i) => ({
      ownerId: ana.id,
      address: `${i} Grid Way`,
      addressKey: `${i} grid way`,
      city: 'Denver',
      state: 'CO',
      zipCode: '80205',
      latitude: 31 + ((i * 7) % 180) / 10,
      longitude: -125 + ((i * 13) % 230) / 10,
      openHouseDate: daysFromNow(2),
      createdAt: daysFromNow(0),
      updatedAt: daysFromNow(0),
    }));
    const ids: number[] = [];
    for (let i = 0; i < houses.length; i += 500)
      ids.push(
        ...(
          await db
            .insertInto('properties')
            .values(houses.slice(i, i + 500))
            .returning('id')
            .execute()
        ).map((row) => row.id),
      );
    await db
      .insertInto('furniture')
      .values(
        ids.map((propertyId, i) => ({
          id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          ownerId: ana.id,
          propertyId,
          name: 'Grid chair',
          description: 'A chair',
          priceCents: 10000,
          status: 'pending',
          createdAt: daysFromNow(0),
          updatedAt: daysFromNow(0),
        })),
      )
      .execute();
    for (const zoom of [3, 5, 7, 9, 12, 16, 20]) {
      // With the longest list the map asks for.
      const answer = await visitor.get(`/api/map?view=${west}&zoom=${zoom}&limit=${maxNearbyHouses}`);
      const view = mapViewSchema.parse(answer.body);
      expect(view.clusters.length + view.pins.length, `zoom ${zoom}`).toBeLessThanOrEqual(maxMapMarkers);
      expect(view.pins.length, `zoom ${zoom}`).toBeLessThanOrEqual(maxMapPins);
      expect(Buffer.byteLength(answer.text), `zoom ${zoom}`).toBeLessThan(50_000);
      // Every house in the view is in a cluster or a pin, at any zoom.
      const drawn = view.clusters.reduce((n, cluster) => n + cluster.houses, 0) + view.pins.length;
      expect(drawn, `zoom ${zoom}`).toBe(2004);
    }
  });

  it('refuses what it does not understand with 400, and never fails on any query', async () => {
    const { visitor } = await world();
    for (const query of [
      '?color=red',
      '?view=1,2,3',
      `?view=${west}`,
      '?zoom=5',
      `?view=${west}&zoom=21`,
      '?view=10,0,-10,1&zoom=3',
      '?view=0,95,1,96&zoom=3',
      '?limit=49',
      '?limit=0',
      '?near=91,0',
      '?past=yes',
    ])
      expect((await visitor.get(`/api/map${query}`)).status, query).toBe(400);
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('city', 'zip', 'bbox', 'past', 'view', 'zoom', 'near', 'limit', 'x'), fc.string({ maxLength: 40 })),
        async (query) => {
          const answer = await visitor.get('/api/map').query(query);
          expect([200, 400]).toContain(answer.status);
        },
      ),
      { numRuns: 60 },
    );
  });
});
