import { type SyncChanges, syncChangesSchema } from '@stagehouse/shared/sync.schema';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { watchFeed } from './test/feed-watch';
import { addPiece, addProperty, addUser, daysFromNow, elmStreetHouse, setFeature } from './test/fixtures';
import { signedInAgent } from './test/session';
import { testApp } from './test/test-app';
import type { Agent } from './test/route-world';

const status = (expected: number) => (res: request.Response) => expect(res.status, JSON.stringify(res.body)).toBe(expected);

/** A feed answer as the app reads it: parsed by the shared schema, which must keep every field the server sent. */
const feedOf = (res: request.Response): SyncChanges => {
  const answer = syncChangesSchema.parse(res.body);
  expect(answer, 'the app would drop what the schema lacks').toEqual(res.body);
  return answer;
};

/** What a device keeps of a user's data: pulled once whole, then kept current by the feed alone. */
const device = (agent: Agent) => {
  let sequence = 0;
  const rows = new Map<string, unknown>();
  const pull = async () => {
    for (;;) {
      const answer = feedOf(await agent.get(`/api/sync/changes?since=${sequence}`).expect(status(200)));
      if (sequence === 0) rows.clear();
      for (const change of answer.changes) {
        const key = `${change.entity}:${change.id}`;
        if (change.op === 'delete') rows.delete(key);
        else rows.set(key, change.data);
      }
      sequence = answer.sequence;
      if (!answer.more) return rows;
    }
  };
  return { pull };
};

const serverState = async (agent: Agent) => {
  const answer = feedOf(await agent.get('/api/sync/changes?since=0').expect(status(200)));
  return new Map(answer.changes.map((change) => [`${change.entity}:${change.id}`, change.op === 'upsert' ? change.data : undefined]));
};

const world = async () => {
  const created = await testApp();
  const { db, app } = created;
  await setFeature(db, 'wishlist', true);
  await setFeature(db, 'checkout_booking', true);
  await addUser(db, { email: 'root@x.co', role: 'admin' });
  const lister = await addUser(db, { email: 'ana@x.co' });
  await addUser(db, { email: 'bo@x.co' });
  const house = await addProperty(db, lister.id, {
    ...elmStreetHouse,
    openHouseDate: daysFromNow(30),
  });
  const listed = await addPiece(db, lister.id, house, { name: 'Walnut table', price: 900 });
  const agents = {
    admin: await signedInAgent(app, 'root@x.co'),
    lister: await signedInAgent(app, 'ana@x.co'),
    buyer: await signedInAgent(app, 'bo@x.co'),
  };
  const devices = { lister: device(agents.lister), buyer: device(agents.buyer) };
  const assertFeedRecorded = await watchFeed(db);
  /** Every write of a synced table came with its change row; every device pulls the feed and must then hold exactly what the server holds for its user. */
  const converge = async (step: string) => {
    await assertFeedRecorded(step);
    for (const who of ['lister', 'buyer'] as const) {
      const kept = await devices[who].pull();
      expect(kept, `${who}'s device after: ${step}`).toEqual(await serverState(agents[who]));
    }
  };
  return { ...created, agents, converge, house, listed, visitor: request(app.callback()) };
};

const listing = (name: string) => ({
  name,
  price: '240',
  propertyAddress: '1 Elm St, Denver, CO 80205',
  images: ['/api/images/seating-1.webp'],
  category: 'seating',
});

describe('the change feed', () => {
  it('brings a second device to what the server holds after every kind of write', async () => {
    const { agents, converge, house, listed, db } = await world();
    const { admin, buyer } = agents;
    const asLister = agents.lister;
    await converge('start');

    const created = (await asLister.post('/api/furniture').send(listing('Rattan chair')).expect(status(201))).body as {
      id: string;
      version: number;
    };
    await converge('a lister creates a piece');

    await buyer.put(`/api/favorites/${listed}`).expect(status(201));
    await converge('a buyer saves a piece');

    await asLister
      .put(`/api/furniture/${listed}`)
      .send({
        name: 'Walnut dining table',
        description: 'Seats six',
        price: '950',
        category: 'tables',
        room: 'Dining Room',
        condition: 'good',
        status: 'pending',
      })
      .expect(status(200));
    await converge('the lister edits a saved piece');

    await admin.patch(`/api/admin/furniture-listings/${listed}`).send({ price: 880 }).expect(status(200));
    await converge('an admin edits a saved piece');

    await buyer.post('/api/rsvps').send({ propertyId: house, firstName: 'Bo', lastName: 'Buyer', email: 'bo@x.co' }).expect(status(201));
    await converge('a buyer RSVPs');

    const asked = (
      await buyer
        .post('/api/requests')
        .send({
          furnitureId: listed,
          offeredPrice: 880,
          pickup: { day: daysFromNow(31), from: '09:00', to: '12:00' },
          buyerName: 'Bo Buyer',
          buyerEmail: 'bo@x.co',
          buyerPhone: '555-0100',
        })
        .expect(status(201))
    ).body as { request: { id: string } };
    await asLister.post(`/api/requests/${asked.request.id}/accept`).expect(status(200));
    await converge('the lister accepts a request to buy a saved piece');
    await asLister.post(`/api/requests/${asked.request.id}/sell`).expect(status(200));
    await converge('the lister sells a saved piece through its request');

    await asLister
      .put(`/api/furniture/${created.id}`)
      .send({
        name: 'Rattan chair',
        description: 'Light rattan',
        price: '240',
        category: 'seating',
        room: 'Office',
        condition: 'good',
        status: 'sold',
        buyerInfo: 'Jo',
      })
      .expect(status(200));
    await converge('the lister marks a piece sold');

    await buyer.delete(`/api/favorites/${listed}`).expect(status(204));
    await converge('a buyer removes a saved piece');

    const csv = [
      'title,description,price,category,location,stager_email',
      'Oak bench,Solid oak,120,Seating,"1550 Blake St, Denver, CO 80202",ana@x.co',
    ].join('\n');
    const upload = (
      await admin
        .post('/api/admin/furniture-listings/bulk-upload')
        .attach('file', Buffer.from(csv), { filename: 'listings.csv', contentType: 'text/csv' })
        .expect(status(201))
    ).body as { id: string };
    await admin.post(`/api/admin/furniture-listings/bulk-import/${upload.id}/confirm`).expect(status(200));
    await converge('an admin imports listings for the lister');

    await buyer.put(`/api/favorites/${created.id}`).expect(status(201));
    await asLister.delete(`/api/furniture/${created.id}`).expect(status(204));
    await converge('the lister deletes a saved piece');

    await admin.post('/api/admin/load-seed-data').expect(status(201));
    await converge('an admin loads the demo data');
    const { id: demoPiece } = await db.selectFrom('furniture').select('id').where('isDemo', '=', 1).executeTakeFirstOrThrow();
    await buyer.put(`/api/favorites/${demoPiece}`).expect(status(201));
    await converge('a buyer saves a demo piece');
    await admin.delete('/api/admin/reset-seed-data').expect(status(200));
    await converge('an admin resets the demo data');
    expect([...(await serverState(buyer)).keys()]).not.toContain(`favorite:${demoPiece}`);

    const bo = await db.selectFrom('users').select('id').where('email', '=', 'bo@x.co').executeTakeFirstOrThrow();
    await admin.patch(`/api/admin/furniture-listings/${listed}`).send({ stagerId: bo.id, location: '' }).expect(status(200));
    await converge('an admin gives a listing to another lister, out of the first one’s open house');

    await admin.delete(`/api/admin/furniture-listings/${listed}`).expect(status(204));
    await converge('an admin deletes a listing');
  });
});
