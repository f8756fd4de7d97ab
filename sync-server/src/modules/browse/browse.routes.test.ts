import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { propertyWithFurnitureSchema, openHouseSchema } from '@stagehouse/shared/property.schema';
import { companyLocationsSchema, companySchema, companySummarySchema } from '@stagehouse/shared/company.schema';
import { pieceViewSchema } from '@stagehouse/shared/piece-view.schema';
import { addPiece, addProperty, addUser, daysFromNow, hold } from '../../test/fixtures';

/** The open house of the Denver house: still to come whenever the tests run. */
const openHouseDay = daysFromNow(30);
import { signedInAgent } from '../../test/session';
import { testApp } from '../../test/test-app';

const world = async () => {
  const created = await testApp();
  const { db } = created;
  const ana = await addUser(db, {
    email: 'ana@x.co',
    company: 'Ana Staging',
    city: 'Denver',
    zipCode: '80205',
    plan: 'plus',
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const ben = await addUser(db, {
    email: 'ben@x.co',
    role: 'realtor',
    company: 'Ben Realty',
    city: 'San Francisco',
    state: 'CA',
    zipCode: '94110',
  });
  const denver = await addProperty(db, ana.id, {
    address: '1 Elm St, Denver, CO 80205',
    zipCode: '80205',
    latitude: 39.75,
    longitude: -104.99,
    openHouseDate: openHouseDay,
  });
  const denver2 = await addProperty(db, ana.id, {
    address: '9 Oak St, Denver, CO 80211',
    zipCode: '80211',
    latitude: 39.76,
    longitude: -105.02,
  });
  const sf = await addProperty(db, ben.id, {
    address: '5 Bay St, San Francisco, CA 94110',
    city: 'San Francisco',
    state: 'CA',
    zipCode: '94110',
    latitude: 37.77,
    longitude: -122.42,
  });
  const empty = await addProperty(db, ben.id, {
    address: '7 Draft Rd, San Francisco, CA 94114',
    city: 'San Francisco',
    state: 'CA',
    zipCode: '94114',
    latitude: 37.76,
    longitude: -122.43,
  });
  await addPiece(db, ana.id, denver, { name: 'Sofa', price: 900, images: ['/api/images/seating-1.webp', '/api/images/seating-2.webp'] });
  const lamp = await addPiece(db, ana.id, denver, { name: 'Lamp', price: 80 });
  const sold = await addPiece(db, ana.id, denver, { name: 'Table', price: 400, status: 'sold', buyerInfo: 'Jo Buyer' });
  await addPiece(db, ana.id, denver, { name: 'Hidden draft', status: 'draft' });
  const rug = await addPiece(db, ana.id, denver2, { name: 'Rug', price: 150 });
  await addPiece(db, ben.id, sf, { name: 'Bed', price: 1200 });
  await addPiece(db, ben.id, empty, { name: 'Draft only', status: 'draft' });
  return { ...created, ana, ben, denver, denver2, sf, empty, sold, lamp, rug };
};

describe('GET /api/properties-with-furniture', () => {
  it('lists every property with a listed piece, with its count, company and coordinates', async () => {
    const w = await world();
    const res = await request(w.app.callback()).get('/api/properties-with-furniture');
    expect(res.status).toBe(200);
    const list = res.body.map((p: unknown) => propertyWithFurnitureSchema.parse(p));
    expect(list.map((p: { id: number; furnitureCount: number }) => [p.id, p.furnitureCount]).sort()).toEqual(
      [
        [w.denver, 2],
        [w.denver2, 1],
        [w.sf, 1],
      ].sort(),
    );
    const denver = list.find((p: { id: number }) => p.id === w.denver);
    expect(denver).toMatchObject({
      city: 'Denver',
      state: 'CO',
      zipCode: '80205',
      companyName: 'Ana Staging',
      companyId: w.ana.companyId,
      latitude: 39.75,
      longitude: -104.99,
      openHouseDate: openHouseDay,
    });
  });

  it('counts only available pieces: a held piece is not counted, and a house with none available is not listed', async () => {
    const w = await world();
    await hold(w.db, w.lamp);
    await hold(w.db, w.rug);
    const list = (await request(w.app.callback()).get('/api/properties-with-furniture')).body as { id: number; furnitureCount: number }[];
    expect(list.map((p) => [p.id, p.furnitureCount]).sort()).toEqual(
      [
        [w.denver, 1],
        [w.sf, 1],
      ].sort(),
    );
    const house = openHouseSchema.parse((await request(w.app.callback()).get(`/api/open-house/${w.denver}`)).body);
    expect(house.heldPieceIds).toEqual([w.lamp]);
  });

  it('filters by city (the part before the comma), by zip contained, and by bounding box', async () => {
    const w = await world();
    const ids = async (query: string) =>
      (await request(w.app.callback()).get(`/api/properties-with-furniture?${query}`)).body.map((p: { id: number }) => p.id).sort();
    expect(await ids('city=Denver%2C%20CO')).toEqual([w.denver, w.denver2].sort());
    expect(await ids('city=San%20Francisco')).toEqual([w.sf]);
    expect(await ids('zip=021')).toEqual([w.denver2]);
    expect(await ids('zip=80')).toEqual([w.denver, w.denver2].sort());
    expect(await ids('bbox=-105.0,39.7,-104.9,39.8')).toEqual([w.denver]);
    expect(await ids('city=Denver&zip=94')).toEqual([]);
  });

  it('refuses a malformed bounding box with 400', async () => {
    const w = await world();
    const res = await request(w.app.callback()).get('/api/properties-with-furniture?bbox=1,2,3');
    expect(res.status).toBe(400);
  });
});

describe('GET /api/open-house/{id}', () => {
  it('knows an open house by one spelling of its id: other spellings of the number are not found', async () => {
    const w = await world();
    const visitor = request(w.app.callback());
    expect((await visitor.get(`/api/open-house/${w.denver}`)).status).toBe(200);
    for (const odd of [
      `0x${w.denver.toString(16)}`,
      `${w.denver}.0`,
      `${w.denver}e0`,
      `%20${w.denver}`,
      `0${w.denver}`,
      `0b${w.denver.toString(2)}`,
    ]) {
      expect((await visitor.get(`/api/open-house/${odd}`)).status, odd).toBe(404);
    }
  });

  it('answers the open house with its listed and sold pieces, never drafts', async () => {
    const w = await world();
    const res = await request(w.app.callback()).get(`/api/open-house/${w.denver}`);
    expect(res.status).toBe(200);
    const house = openHouseSchema.parse(res.body);
    expect(house).toMatchObject({
      id: w.denver,
      address: '1 Elm St, Denver, CO 80205',
      zipCode: '80205',
      companyId: w.ana.companyId,
      companyName: 'Ana Staging',
      openHouseTime: '1:00 PM - 4:00 PM',
      rsvpCount: 0,
      over: false,
    });
    expect(house.furniture.map((f) => f.name).sort()).toEqual(['Lamp', 'Sofa', 'Table']);
    expect(house.furniture.find((f) => f.name === 'Sofa')?.images).toEqual(['/api/images/seating-1.webp', '/api/images/seating-2.webp']);
  });

  it('says when an open house is over: its day has passed', async () => {
    const w = await world();
    const past = await addProperty(w.db, w.ana.id, { address: '2 Old Rd, Denver, CO 80205', openHouseDate: daysFromNow(-2) });
    await addPiece(w.db, w.ana.id, past, { name: 'Late chair' });
    expect(openHouseSchema.parse((await request(w.app.callback()).get(`/api/open-house/${past}`)).body).over).toBe(true);
  });

  it('shows buyer information of sold pieces only to the owner or an admin', async () => {
    const w = await world();
    await addUser(w.db, { email: 'root@x.co', role: 'admin' });
    const buyerOf = (body: { furniture: { id: string; buyerInfo: string | null }[] }) =>
      body.furniture.find((f) => f.id === w.sold)?.buyerInfo;
    expect(buyerOf((await request(w.app.callback()).get(`/api/open-house/${w.denver}`)).body)).toBeNull();
    expect(buyerOf((await (await signedInAgent(w.app, 'ben@x.co')).get(`/api/open-house/${w.denver}`)).body)).toBeNull();
    expect(buyerOf((await (await signedInAgent(w.app, 'ana@x.co')).get(`/api/open-house/${w.denver}`)).body)).toBe('Jo Buyer');
    expect(buyerOf((await (await signedInAgent(w.app, 'root@x.co')).get(`/api/open-house/${w.denver}`)).body)).toBe('Jo Buyer');
  });

  it('answers 404 JSON for an unknown or malformed id', async () => {
    const w = await world();
    for (const id of ['99999', 'abc', '-1']) {
      const res = await request(w.app.callback()).get(`/api/open-house/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Open house not found' });
    }
  });
});

describe('GET /api/piece/{id}', () => {
  it('answers a listed or sold piece with its open house, never its buyer, to anyone', async () => {
    const w = await world();
    const view = pieceViewSchema.parse((await request(w.app.callback()).get(`/api/piece/${w.sold}`)).body);
    expect(view.piece).toMatchObject({ id: w.sold, name: 'Table', status: 'sold', buyerInfo: null });
    expect(view.house).toEqual({
      id: w.denver,
      address: '1 Elm St, Denver, CO 80205',
      city: 'Denver',
      state: 'CO',
      zipCode: '80205',
      companyId: w.ana.companyId,
      companyName: 'Ana Staging',
      openHouseDate: openHouseDay,
      openHouseTime: '1:00 PM - 4:00 PM',
      pickupSlots: [
        { day: daysFromNow(31), from: '09:00', to: '12:00' },
        { day: daysFromNow(31), from: '13:00', to: '17:00' },
      ],
      over: false,
    });
    const mine = (await (await signedInAgent(w.app, 'ana@x.co')).get(`/api/piece/${w.sold}`)).body as { piece: { buyerInfo: string } };
    expect(mine.piece.buyerInfo).toBe('Jo Buyer');
  });

  it('answers 404 for a draft, a piece held for review or one of an inactive lister, except to its lister', async () => {
    const w = await world();
    const draft = await addPiece(w.db, w.ana.id, w.denver, { name: 'Secret draft', status: 'draft' });
    const held = await addPiece(w.db, w.ana.id, w.denver, { name: 'Held' });
    await w.db.updateTable('furniture').set({ needsReview: 1 }).where('id', '=', held).execute();
    const bed = (await w.db.selectFrom('furniture').select('id').where('name', '=', 'Bed').executeTakeFirstOrThrow()).id;
    await w.db.updateTable('users').set({ isActive: 0 }).where('id', '=', w.ben.id).execute();
    for (const id of [draft, held, bed, 'no-such-piece'])
      expect((await request(w.app.callback()).get(`/api/piece/${id}`)).status, id).toBe(404);
    const ana = await signedInAgent(w.app, 'ana@x.co');
    for (const id of [draft, held]) expect((await ana.get(`/api/piece/${id}`)).status).toBe(200);
  });
});

describe('GET /api/companies and /api/company/{id}', () => {
  it('searches, filters by type and location, and sorts', async () => {
    const w = await world();
    const names = async (query: string) =>
      (await request(w.app.callback()).get(`/api/companies?${query}`)).body.map((c: { name: string }) => c.name);
    expect(await names('')).toEqual(['Ana Staging', 'Ben Realty']);
    expect(await names('type=realtor')).toEqual(['Ben Realty']);
    expect(await names(`location=${encodeURIComponent('San Francisco, CA')}`)).toEqual(['Ben Realty']);
    expect(await names(`location=${encodeURIComponent('Los Angeles, CA')}`)).toEqual([]);
    expect(await names('search=ana')).toEqual(['Ana Staging']);
    expect(await names('sort=newest')).toEqual(['Ben Realty', 'Ana Staging']);
    expect(await names('sort=listings')).toEqual(['Ana Staging', 'Ben Realty']);
    expect((await request(w.app.callback()).get('/api/companies?sort=cheapest')).status).toBe(400);
  });

  it('searches name, description, specialties and service areas, ignoring case', async () => {
    const w = await world();
    await w.db
      .updateTable('companies')
      .set({
        description: 'Warm Scandinavian interiors',
        specialties: JSON.stringify(['Mid-century modern', 'Vacant homes']),
        serviceAreas: JSON.stringify(['Boulder', '80302']),
      })
      .where('id', '=', w.ana.companyId!)
      .execute();
    await w.db
      .updateTable('companies')
      .set({ specialties: JSON.stringify(['First-time buyers']), serviceAreas: JSON.stringify(['Oakland']) })
      .where('id', '=', w.ben.companyId!)
      .execute();
    const names = async (search: string) =>
      (await request(w.app.callback()).get(`/api/companies?search=${encodeURIComponent(search)}`)).body.map(
        (c: { name: string }) => c.name,
      );
    expect(await names('BEN realty')).toEqual(['Ben Realty']);
    expect(await names('scandinavian')).toEqual(['Ana Staging']);
    expect(await names('MID-CENTURY')).toEqual(['Ana Staging']);
    expect(await names('first-time')).toEqual(['Ben Realty']);
    expect(await names('oakland')).toEqual(['Ben Realty']);
    expect(await names('8030')).toEqual(['Ana Staging']);
    expect(await names('san francisco')).toEqual(['Ben Realty']);
    // The texts of a list are searched, not the JSON they are stored as.
    expect(await names('","')).toEqual([]);
    expect(await names('["')).toEqual([]);
    expect(await names('%')).toEqual(['Ana Staging', 'Ben Realty']);
    expect((await request(w.app.callback()).get(`/api/companies?search=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('lists the locations that have a public company, and no others', async () => {
    const w = await world();
    await addUser(w.db, { email: 'new@x.co', company: 'Brand New Staging', city: 'Boise', zipCode: '83702' });
    const gone = await addUser(w.db, { email: 'gone@x.co', company: 'Gone Staging', city: 'Reno', zipCode: '89501', isActive: false });
    await addPiece(w.db, gone.id, null);
    const res = await request(w.app.callback()).get('/api/companies/locations');
    expect(res.status).toBe(200);
    expect(companyLocationsSchema.parse(res.body)).toEqual(['Denver, CO', 'San Francisco, CA']);
  });

  it('keeps a new account out of the companies until it saves a business profile or shows a piece', async () => {
    const w = await world();
    const visitor = request(w.app.callback());
    const names = async () => (await visitor.get('/api/companies')).body.map((c: { name: string }) => c.name);
    const newcomer = request.agent(w.app.callback());
    const registered = await newcomer
      .post('/api/auth/register')
      .send({ firstName: 'Nia', lastName: 'New', email: 'nia@x.co', password: 'secret123', userType: 'stager', company: 'Nia Staging' });
    const companyId = registered.body.user.companyId as number;
    expect(await names()).toEqual(['Ana Staging', 'Ben Realty']);
    expect((await visitor.get(`/api/company/${companyId}`)).status).toBe(404);
    expect((await visitor.get('/api/companies?search=nia')).body).toEqual([]);
    expect((await newcomer.get(`/api/company/${companyId}`)).status).toBe(200);
    await addUser(w.db, { email: 'root@x.co', role: 'admin' });
    expect((await (await signedInAgent(w.app, 'root@x.co')).get(`/api/company/${companyId}`)).status).toBe(200);

    expect(
      (await newcomer.put('/api/account/business-profile').send({ businessName: 'Nia Staging', connectedSite: '', numberOfUsers: 2 }))
        .status,
    ).toBe(200);
    expect(await names()).toEqual(['Ana Staging', 'Ben Realty', 'Nia Staging']);
    expect((await visitor.get(`/api/company/${companyId}`)).status).toBe(200);
  });

  it('lists a company that shows a piece, not one with drafts or pieces held for review only', async () => {
    const w = await world();
    // Rows written here do not clear the public answers cache the way a write through the API does: each read asks anew.
    const names = async (query: string) =>
      (await request(w.app.callback()).get(`/api/companies?${query}`)).body.map((c: { name: string }) => c.name);
    const cal = await addUser(w.db, { email: 'cal@x.co', company: 'Cal Staging' });
    await addPiece(w.db, cal.id, null, { status: 'draft' });
    const held = await addPiece(w.db, cal.id, null);
    await w.db.updateTable('furniture').set({ needsReview: 1 }).where('id', '=', held).execute();
    expect(await names('sort=featured')).toEqual(['Ana Staging', 'Ben Realty']);
    await addPiece(w.db, cal.id, null, { status: 'sold' });
    expect(await names('type=all')).toEqual(['Ana Staging', 'Ben Realty', 'Cal Staging']);
  });

  it('puts Plus subscribers first in the featured sort, then rating', async () => {
    const w = await world();
    const now = new Date().toISOString();
    await w.db
      .insertInto('reviews')
      .values({ companyId: w.ben.companyId!, buyerName: 'Kim', rating: 5, comment: 'Great', verified: 1, createdAt: now })
      .execute();
    await w.db
      .insertInto('reviews')
      .values({ companyId: w.ana.companyId!, buyerName: 'Lee', rating: 3, comment: 'Fine', verified: 0, createdAt: now })
      .execute();
    const list = (await request(w.app.callback()).get('/api/companies?sort=featured')).body.map((c: unknown) =>
      companySummarySchema.parse(c),
    );
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Ana Staging', 'Ben Realty']);
    const byRating = (await request(w.app.callback()).get('/api/companies?sort=rating')).body;
    expect(byRating.map((c: { name: string; rating: number }) => [c.name, c.rating])).toEqual([
      ['Ben Realty', 5],
      ['Ana Staging', 3],
    ]);
  });

  it('computes the profile from real data', async () => {
    const w = await world();
    await w.db
      .insertInto('reviews')
      .values({
        companyId: w.ana.companyId!,
        buyerName: 'Lee',
        rating: 4,
        comment: 'Good',
        verified: 1,
        createdAt: new Date().toISOString(),
      })
      .execute();
    const res = await request(w.app.callback()).get(`/api/company/${w.ana.companyId}`);
    expect(res.status).toBe(200);
    const company = companySchema.parse(res.body);
    expect(company).toMatchObject({
      name: 'Ana Staging',
      type: 'stager',
      location: 'Denver, CO',
      totalListings: 4,
      activeListings: 3,
      soldItems: 1,
      rating: 4,
      reviewCount: 1,
      isPlusSubscriber: true,
    });
    expect(company.furniture.map((f) => [f.title, f.status]).sort()).toEqual([
      ['Lamp', 'available'],
      ['Rug', 'available'],
      ['Sofa', 'available'],
      ['Table', 'sold'],
    ]);
    expect(company.stats.avgListingPrice).toBe((900 + 80 + 400 + 150) / 4);
    expect(company.stats.soldThisMonth).toBe(1);
  });

  it('never lists a piece held for review on the company page', async () => {
    const w = await world();
    const held = await addPiece(w.db, w.ana.id, null, { name: 'Held back' });
    await w.db.updateTable('furniture').set({ needsReview: 1 }).where('id', '=', held).execute();
    const company = (await request(w.app.callback()).get(`/api/company/${w.ana.companyId}`)).body as { furniture: { title: string }[] };
    expect(company.furniture.map((f) => f.title)).not.toContain('Held back');
  });

  it('leaves out an available piece of an open house that is over, and keeps one sold there', async () => {
    const w = await world();
    const past = await addProperty(w.db, w.ana.id, { address: '2 Old Rd, Denver, CO 80205', openHouseDate: daysFromNow(-3) });
    await addPiece(w.db, w.ana.id, past, { name: 'Too late' });
    await addPiece(w.db, w.ana.id, past, { name: 'Sold there', status: 'sold' });
    const company = (await request(w.app.callback()).get(`/api/company/${w.ana.companyId}`)).body as { furniture: { title: string }[] };
    const titles = company.furniture.map((f) => f.title);
    expect(titles).not.toContain('Too late');
    expect(titles).toContain('Sold there');
    expect(titles).toContain('Lamp');
  });

  it('answers 404 for an unknown company', async () => {
    const w = await world();
    expect((await request(w.app.callback()).get('/api/company/4242')).status).toBe(404);
  });
});
