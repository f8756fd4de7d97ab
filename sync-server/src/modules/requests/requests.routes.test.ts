import { pickupWords } from './pickup-words';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createdRequestSchema, housePickupWindowsSchema, purchaseRequestSchema } from '@stagehouse/shared/purchase-request.schema';
import { addPiece, addProperty, addUser, daysFromNow, requestToBuy, setFeature, sofaEdit } from '../../test/fixtures';
import { signedInAgent } from '../../test/session';
import { testApp } from '../../test/test-app';
import { createLiveHub } from '../../infra/live-events';
import { createMailer } from '../../infra/mailer';
import { expireHolds, sendPickupReminders } from './purchase-request.service';
import { houseInstant } from '@stagehouse/shared/house-time';
import type { Logger } from 'pino';
import type { Db } from '../../db/database';

const openHouseDay = daysFromNow(10);
const pickupDay = daysFromNow(11);
const morning = { day: pickupDay, from: '09:00', to: '12:00' };

/** An ISO instant as a calendar file writes it: 20261205T160000Z. */
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

/** A lister's open house with a sofa, a buyer and a visitor; requests to buy are open (checkout_booking on). */
const world = async () => {
  const created = await testApp();
  const { db, app } = created;
  await setFeature(db, 'checkout_booking', true);
  const lister = await addUser(db, { email: 'lister@x.co' });
  await addUser(db, { email: 'other@x.co' });
  await addUser(db, { email: 'buyer@x.co', role: 'realtor' });
  const house = await addProperty(db, lister.id, { address: '1 Elm St, Denver, CO 80205', openHouseDate: openHouseDay });
  const sofa = await addPiece(db, lister.id, house, { name: 'Sofa', price: 1000 });
  const asLister = await signedInAgent(app, 'lister@x.co');
  const asBuyer = await signedInAgent(app, 'buyer@x.co');
  const visitor = () => request(app.callback());
  const ask = (body: Record<string, unknown> = {}) =>
    visitor()
      .post('/api/requests')
      .send(requestToBuy(sofa, morning, body));
  return { ...created, lister, house, sofa, asLister, asBuyer, visitor, ask };
};

/** The pickup window of a held request has just passed, and the holds are swept: how many ended. */
async function pickupPassed(db: Db, log: Logger, id: string) {
  await db
    .updateTable('purchaseRequests')
    .set({ pickupEndsAt: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', id)
    .execute();
  const messengers = {
    mailer: createMailer(db, null, 'Stagehouse <no-reply@stagehouse.local>', log),
    live: createLiveHub(),
    publicUrl: 'http://localhost',
  };
  return expireHolds(db, messengers, new Date());
}

describe('asking to buy a piece', () => {
  it('a signed-out buyer asks with name, email and phone, gets a token to read it, and the lister is emailed', async () => {
    const { db, ask, visitor } = await world();
    const res = await ask({ message: 'Can I bring a van?' });
    expect(res.status).toBe(201);
    const { request: asked, accessToken } = createdRequestSchema.parse(res.body);
    expect(asked).toMatchObject({
      status: 'open',
      offeredPrice: 800,
      askingPrice: 1000,
      pickup: morning,
      buyerName: 'Li Wu',
      pickupAddress: null,
      pieceOnHold: false,
    });
    expect(accessToken).toEqual(expect.any(String));
    expect((await visitor().get(`/api/requests/${asked.id}`)).status).toBe(404);
    expect((await visitor().get(`/api/requests/${asked.id}`).set('X-Request-Token', 'not-the-token')).status).toBe(404);
    expect((await visitor().get(`/api/requests/${asked.id}`).set('X-Request-Token', accessToken!)).body.id).toBe(asked.id);
    const email = await db.selectFrom('outgoingEmails').selectAll().where('toAddress', '=', 'lister@x.co').executeTakeFirstOrThrow();
    expect(email.subject).toBe('A request to buy Sofa');
    expect(email.textBody).toContain('Li Wu asks to buy Sofa for $800 (you ask $1,000).');
    expect(email.textBody).toContain('Their message: Can I bring a van?');
    expect(email.textBody).toMatch(/Reach them at li@example.com or 555-0101\./);
    expect(email.textBody).toMatch(/Pickup: \w+day, \w+ \d+, 9:00 AM–12:00 PM M[SD]T\./);
    expect(email.textBody.match(/https?:\/\/\S+/g)).toEqual([expect.stringMatching(/\/requests$/)]);
    // The buyer is told at once, with a link that opens the request on any device.
    const told = await db
      .selectFrom('outgoingEmails')
      .selectAll()
      .where('subject', '=', 'Your request to buy Sofa')
      .executeTakeFirstOrThrow();
    const link = new URL(told.textBody.match(/https?:\/\/\S+/g)!.at(-1)!);
    expect(link.pathname).toBe('/my-requests');
    const signed = new URLSearchParams(link.hash.slice(1));
    expect(signed.get('request')).toBe(asked.id);
    expect((await visitor().get(`/api/requests/${asked.id}`).set('X-Request-Token', signed.get('token')!)).body.id).toBe(asked.id);
  });

  it('refuses what the rules forbid, each with its reason', async () => {
    const { db, app, lister, house, sofa, ask, asBuyer, visitor } = await world();
    const low = await ask({ offeredPrice: 499 });
    expect([low.status, low.body.message]).toEqual([400, 'Offer at least $500, half the asking price']);
    const window = await ask({ pickup: { day: pickupDay, from: '08:00', to: '09:00' } });
    expect([window.status, window.body.message]).toEqual([400, 'Choose one of the pickup windows the lister offers']);
    expect((await ask({ buyerPhone: undefined })).status).toBe(400);
    expect(
      (
        await (
          await signedInAgent(app, 'lister@x.co')
        )
          .post('/api/requests')
          .send({ furnitureId: sofa, offeredPrice: 900, pickup: morning })
      ).body.message,
    ).toBe('This is your own piece');

    const draft = await addPiece(db, lister.id, house, { name: 'Draft', status: 'draft' });
    expect((await ask({ furnitureId: draft })).status).toBe(404);
    const sold = await addPiece(db, lister.id, house, { name: 'Gone', status: 'sold' });
    expect((await ask({ furnitureId: sold })).body.message).toBe('This piece is not available any more');

    const past = await addProperty(db, lister.id, { address: '2 Old Rd, Denver, CO 80205', openHouseDate: daysFromNow(-3) });
    const late = await addPiece(db, lister.id, past, { name: 'Late', price: 100 });
    const over = await ask({ furnitureId: late, offeredPrice: 100, pickup: { day: daysFromNow(-2), from: '09:00', to: '12:00' } });
    expect([over.status, over.body.message]).toEqual([409, 'This open house is over: the piece cannot be requested any more']);
    expect((await visitor().get(`/api/piece/${late}`)).body.house).toMatchObject({ over: true, pickupSlots: [] });

    // A house whose day is still to come is over once every pickup window its lister set has ended.
    const ended = { day: daysFromNow(-1), from: '09:00', to: '12:00' };
    const open = { day: daysFromNow(2), from: '13:00', to: '17:00' };
    const pieceWithWindows = async (address: string, windows: (typeof ended)[]) => {
      const coming = await addProperty(db, lister.id, { address, openHouseDate: daysFromNow(2) });
      await db
        .insertInto('pickupSlots')
        .values(windows.map((w) => ({ propertyId: coming, day: w.day, starts: w.from, ends: w.to })))
        .execute();
      return addPiece(db, lister.id, coming, { name: 'Lamp', price: 100 });
    };
    const lamp = await pieceWithWindows('3 New Rd, Denver, CO 80205', [ended]);
    expect((await visitor().get(`/api/piece/${lamp}`)).body.house).toMatchObject({ over: true, pickupSlots: [] });
    expect((await ask({ furnitureId: lamp, offeredPrice: 100, pickup: ended })).status).toBe(409);
    // With a window still open, only that one is offered, and the ended one is refused.
    const stool = await pieceWithWindows('4 New Rd, Denver, CO 80205', [ended, open]);
    expect((await visitor().get(`/api/piece/${stool}`)).body.house).toMatchObject({ over: false, pickupSlots: [open] });
    expect((await ask({ furnitureId: stool, offeredPrice: 100, pickup: ended })).body.message).toBe(
      'Choose one of the pickup windows the lister offers',
    );

    expect((await asBuyer.post('/api/requests').send({ furnitureId: sofa, offeredPrice: 900, pickup: morning })).status).toBe(201);
    const again = await asBuyer.post('/api/requests').send({ furnitureId: sofa, offeredPrice: 950, pickup: morning });
    expect([again.status, again.body.message]).toEqual([409, 'You have already asked for this piece']);
  });

  it('lets the lister accept: the piece is held, the buyer sees the address, others see it on hold and cannot ask', async () => {
    const { app, ask, asLister, asBuyer, sofa, db } = await world();
    const first = createdRequestSchema.parse((await ask()).body);
    const second = (await asBuyer.post('/api/requests').send({ furnitureId: sofa, offeredPrice: 700, pickup: morning })).body.request as {
      id: string;
    };
    const incoming = (await asLister.get('/api/requests/incoming')).body as { id: string; buyerEmail: string }[];
    expect(incoming.map((r) => r.id).sort()).toEqual([first.request.id, second.id].sort());
    expect((await (await signedInAgent(app, 'other@x.co')).post(`/api/requests/${first.request.id}/accept`)).status).toBe(404);
    expect((await asBuyer.post(`/api/requests/${first.request.id}/accept`)).status).toBe(404);
    expect((await asBuyer.post(`/api/requests/${second.id}/accept`)).status).toBe(403);

    const accepted = purchaseRequestSchema.parse(
      (await asLister.post(`/api/requests/${first.request.id}/accept`).set('If-Match', '"1"')).body,
    );
    expect(accepted).toMatchObject({ status: 'accepted', version: 2 });
    const buyerView = (await request(app.callback()).get(`/api/requests/${first.request.id}`).set('X-Request-Token', first.accessToken!))
      .body;
    expect(buyerView.pickupAddress).toBe('1 Elm St, Denver, CO 80205');
    expect(((await asBuyer.get('/api/requests/mine')).body as { pieceOnHold: boolean }[])[0]!.pieceOnHold).toBe(true);
    expect((await asLister.post(`/api/requests/${second.id}/accept`)).body.message).toBe('This piece is on hold for another buyer');
    const blocked = await ask({ buyerEmail: 'third@example.com' });
    expect([blocked.status, blocked.body.message]).toEqual([409, 'This piece is on hold for another buyer']);
    const [accept] = await db
      .selectFrom('outgoingEmails')
      .select(['subject', 'attachments'])
      .where('toAddress', '=', 'li@example.com')
      .where('subject', '!=', 'Your request to buy Sofa')
      .execute();
    expect(accept!.subject).toBe('Your request for Sofa is accepted');
    const [calendar] = JSON.parse(accept!.attachments!) as { filename: string; contentType: string; content: string }[];
    expect(calendar).toMatchObject({ filename: 'pickup.ics', contentType: expect.stringContaining('text/calendar') });
    expect(calendar!.content).toContain(`DTSTART:${icsTime(houseInstant(pickupDay, '09:00', 'America/Denver'))}`);
    expect(calendar!.content).toContain(`DTEND:${icsTime(houseInstant(pickupDay, '12:00', 'America/Denver'))}`);
    expect(calendar!.content).toContain('LOCATION:1 Elm St\\, Denver\\, CO 80205');
    expect(calendar!.content).toContain('SUMMARY:Pick up Sofa');
  });

  it('a counter-offer: the buyer accepts it with the token, and the agreed price is the counter', async () => {
    const { app, db, ask, asLister } = await world();
    const { request: asked, accessToken } = createdRequestSchema.parse((await ask()).body);
    const low = await asLister.post(`/api/requests/${asked.id}/counter`).send({ counterPrice: 400 });
    expect([low.status, low.body.message]).toEqual([400, 'Counter with at least $500, half the asking price']);
    const high = await asLister.post(`/api/requests/${asked.id}/counter`).send({ counterPrice: '$1,200' });
    expect([high.status, high.body.message]).toEqual([400, 'Counter with at most the asking price, $1,000']);
    expect((await asLister.post(`/api/requests/${asked.id}/counter`).send({ counterPrice: 900 })).body).toMatchObject({
      status: 'countered',
      counterPrice: 900,
    });
    const answer = (body: object) =>
      request(app.callback()).post(`/api/requests/${asked.id}/answer`).set('X-Request-Token', accessToken!).send(body);
    expect((await request(app.callback()).post(`/api/requests/${asked.id}/answer`).send({ answer: 'accept-counter' })).status).toBe(404);
    expect((await answer({ answer: 'accept-counter' })).body).toMatchObject({ status: 'accepted', offeredPrice: 900 });
    const held = await db
      .selectFrom('outgoingEmails')
      .select(['toAddress', 'subject', 'attachments'])
      .where('subject', 'like', '%accepted your counter-offer%')
      .where('toAddress', '=', 'lister@x.co')
      .execute();
    expect(held).toHaveLength(1);
    const buyerNote = await db
      .selectFrom('outgoingEmails')
      .select(['subject', 'textBody', 'attachments'])
      .where('toAddress', '=', 'li@example.com')
      .where('subject', '=', 'Sofa is yours for $900')
      .executeTakeFirstOrThrow();
    expect(buyerNote.textBody).toContain('Pick it up at 1 Elm St, Denver, CO 80205');
    for (const email of [...held, buyerNote]) expect(email.attachments).toContain('BEGIN:VCALENDAR');
    expect((await answer({ answer: 'decline-counter' })).body.message).toBe('This request is accepted: it cannot be changed that way');
    expect((await answer({ answer: 'withdraw' })).body.status).toBe('withdrawn');
  });

  it('selling an accepted request fills the buyer and the sale date, pays out once, and declines the others', async () => {
    const { db, ask, asLister, asBuyer, sofa, lister } = await world();
    const { request: asked } = createdRequestSchema.parse((await ask()).body);
    const other = (await asBuyer.post('/api/requests').send({ furnitureId: sofa, offeredPrice: 700, pickup: morning })).body.request as {
      id: string;
    };
    expect((await asLister.post(`/api/requests/${asked.id}/sell`)).body.message).toBe(
      'This request is open: it cannot be changed that way',
    );
    await asLister.post(`/api/requests/${asked.id}/accept`);
    expect((await asLister.post(`/api/requests/${asked.id}/sell`).set('If-Match', '"1"')).status).toBe(412);
    expect((await asLister.post(`/api/requests/${asked.id}/sell`)).body.status).toBe('sold');
    const piece = await db.selectFrom('furniture').selectAll().where('id', '=', sofa).executeTakeFirstOrThrow();
    expect(piece).toMatchObject({ status: 'sold', buyerInfo: 'Li Wu, li@example.com, 555-0101', priceCents: 80000 });
    expect(piece.soldDate).toEqual(expect.any(String));
    expect((await asLister.get('/api/furniture/status/sold')).body.map((p: { id: string }) => p.id)).toEqual([sofa]);
    expect(await db.selectFrom('payouts').select(['amountCents', 'status']).where('userId', '=', lister.id).execute()).toEqual([
      { amountCents: 78000, status: 'scheduled' },
    ]);
    expect((await asBuyer.get(`/api/requests/${other.id}`)).body).toMatchObject({
      status: 'declined',
      declineReason: 'Sold to another buyer',
    });
  });

  it('a hold ends by itself once its pickup window has passed, and both sides are told', async () => {
    const { db, log, ask, asLister } = await world();
    const messengers = {
      mailer: createMailer(db, null, 'Stagehouse <no-reply@stagehouse.local>', log),
      live: createLiveHub(),
      publicUrl: 'http://localhost',
    };
    const { request: asked } = createdRequestSchema.parse((await ask()).body);
    await asLister.post(`/api/requests/${asked.id}/accept`);
    expect(await expireHolds(db, messengers, new Date())).toBe(0);
    expect(await pickupPassed(db, log, asked.id)).toBe(1);
    expect((await asLister.get(`/api/requests/${asked.id}`)).body.status).toBe('expired');
    const told = await db.selectFrom('outgoingEmails').select('toAddress').where('subject', '=', 'The hold on Sofa has ended').execute();
    expect(told.map((e) => e.toAddress).sort()).toEqual(['li@example.com', 'lister@x.co']);
    expect((await ask({ buyerEmail: 'next@example.com' })).status).toBe(201);
  });

  it('"Tell me if it comes back": a held piece, once its hold ends without a sale, is emailed once to each who asked', async () => {
    const { db, log, ask, asLister, asBuyer, visitor, sofa } = await world();
    const watch = (as: ReturnType<typeof visitor> | typeof asBuyer, body: Record<string, unknown> = {}) =>
      as.post(`/api/piece/${sofa}/watch`).send(body);
    const free = await watch(visitor(), { email: 'early@example.com' });
    expect([free.status, free.body.message]).toEqual([409, 'This piece is not on hold: you can ask for it now']);

    const { request: asked } = createdRequestSchema.parse((await ask()).body);
    await asLister.post(`/api/requests/${asked.id}/accept`).expect(200);
    expect((await watch(visitor())).status, 'a visitor names an email').toBe(400);
    expect((await watch(visitor(), { email: 'not-an-email' })).status).toBe(400);
    const byVisitor = await watch(visitor(), { email: 'Wait@Example.com' });
    expect([byVisitor.status, byVisitor.body]).toEqual([201, { watching: true, email: 'wait@example.com' }]);
    expect((await watch(visitor(), { email: 'wait@example.com' })).status, 'once per email').toBe(201);
    expect((await watch(asBuyer, { email: 'ignored@example.com' })).body.email, 'an account is told at its own email').toBe('buyer@x.co');
    expect((await visitor().post('/api/piece/nope/watch').send({ email: 'a@b.co' })).status).toBe(404);

    // The hold ends without a sale: each is told once, and no more.
    expect(await pickupPassed(db, log, asked.id)).toBe(1);
    const told = async () =>
      (await db.selectFrom('outgoingEmails').select('toAddress').where('subject', '=', 'Sofa is available again').execute())
        .map((e) => e.toAddress)
        .sort();
    expect(await told()).toEqual(['buyer@x.co', 'wait@example.com']);
    expect(await db.selectFrom('pieceWatches').selectAll().execute()).toEqual([]);

    // A hold that ends in a sale tells no one.
    const { request: second } = createdRequestSchema.parse((await ask({ buyerEmail: 'next@example.com' })).body);
    await asLister.post(`/api/requests/${second.id}/accept`).expect(200);
    expect((await watch(visitor(), { email: 'late@example.com' })).status).toBe(201);
    await asLister.post(`/api/requests/${second.id}/sell`).expect(200);
    expect(await told()).toEqual(['buyer@x.co', 'wait@example.com']);
  });

  it('the buyer of a held piece is reminded once, at 9:00 house time the day before pickup, with the window for the calendar', async () => {
    const { db, log, ask, asLister } = await world();
    const messengers = {
      mailer: createMailer(db, null, 'Stagehouse <no-reply@stagehouse.local>', log),
      live: createLiveHub(),
      publicUrl: 'http://localhost',
    };
    const { request: asked } = createdRequestSchema.parse((await ask()).body);
    const dayBefore9 = new Date(houseInstant(daysFromNow(10), '09:00', 'America/Denver'));
    expect(await sendPickupReminders(db, messengers, dayBefore9)).toBe(0);
    await asLister.post(`/api/requests/${asked.id}/accept`);
    expect(await sendPickupReminders(db, messengers, new Date(dayBefore9.getTime() - 60_000))).toBe(0);
    expect(await sendPickupReminders(db, messengers, dayBefore9)).toBe(1);
    expect(await sendPickupReminders(db, messengers, new Date(dayBefore9.getTime() + 60_000))).toBe(0);
    const reminders = await db.selectFrom('outgoingEmails').selectAll().where('subject', '=', 'Pickup tomorrow: Sofa').execute();
    expect(reminders.map((e) => e.toAddress)).toEqual(['li@example.com']);
    expect(reminders[0]!.textBody).toContain(`Pick it up at 1 Elm St, Denver, CO 80205 on ${pickupWords(morning, 'America/Denver')}.`);
    expect(reminders[0]!.attachments).toContain(`DTSTART:${icsTime(houseInstant(pickupDay, '09:00', 'America/Denver'))}`);
  });

  it('a request accepted after its reminder time gets no second email: the acceptance is the reminder', async () => {
    const { db, log, ask, asLister } = await world();
    const messengers = {
      mailer: createMailer(db, null, 'Stagehouse <no-reply@stagehouse.local>', log),
      live: createLiveHub(),
      publicUrl: 'http://localhost',
    };
    const { request: asked } = createdRequestSchema.parse((await ask()).body);
    await db
      .updateTable('purchaseRequests')
      .set({ remindAt: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', asked.id)
      .execute();
    await asLister.post(`/api/requests/${asked.id}/accept`);
    expect(await sendPickupReminders(db, messengers)).toBe(0);
    expect(await db.selectFrom('outgoingEmails').select('subject').where('toAddress', '=', 'li@example.com').execute()).toEqual([
      { subject: 'Your request to buy Sofa' },
      { subject: 'Your request for Sofa is accepted' },
    ]);
  });

  it('the lister sets the pickup windows; the piece page shows them and requests must use one', async () => {
    const { app, db, lister, house, sofa, ask, asLister, asBuyer } = await world();
    const evening = { day: pickupDay, from: '17:00', to: '20:00' };
    await addProperty(db, lister.id, { address: '9 Past Ln, Denver, CO 80205', openHouseDate: daysFromNow(-3) });
    const later = await addProperty(db, lister.id, { address: '2 Oak St, Denver, CO 80205', openHouseDate: daysFromNow(20) });
    const windows = housePickupWindowsSchema.array().parse((await asLister.get('/api/pickup-windows')).body);
    expect(windows).toEqual([
      {
        propertyId: house,
        address: '1 Elm St, Denver, CO 80205',
        openHouseDate: openHouseDay,
        slots: [morning, { day: pickupDay, from: '13:00', to: '17:00' }],
        custom: false,
      },
      {
        propertyId: later,
        address: '2 Oak St, Denver, CO 80205',
        openHouseDate: daysFromNow(20),
        slots: [
          { day: daysFromNow(21), from: '09:00', to: '12:00' },
          { day: daysFromNow(21), from: '13:00', to: '17:00' },
        ],
        custom: false,
      },
    ]);
    expect((await asBuyer.get('/api/pickup-windows')).body).toEqual([]);
    expect((await asBuyer.put(`/api/open-house/${house}/pickup-slots`).send({ slots: [evening] })).status).toBe(403);
    expect(
      (await asLister.put(`/api/open-house/${house}/pickup-slots`).send({ slots: [{ day: pickupDay, from: '20:00', to: '17:00' }] }))
        .status,
    ).toBe(400);
    const past = await asLister
      .put(`/api/open-house/${house}/pickup-slots`)
      .send({ slots: [evening, { day: daysFromNow(-2), from: '09:00', to: '12:00' }] });
    expect([past.status, past.body.message]).toEqual([400, 'A pickup window cannot be on a day that has passed']);
    // Denver's clock: a window of today that ended a minute ago, and one just past 60 days ahead.
    const denver = (ms: number) => new Date(Date.now() + ms).toLocaleString('sv-SE', { timeZone: 'America/Denver' });
    const [today, clock] = denver(-60_000).split(' ') as [string, string];
    if (clock.slice(0, 5) > '00:00') {
      const ended = await asLister
        .put(`/api/open-house/${house}/pickup-slots`)
        .send({ slots: [evening, { day: today, from: '00:00', to: clock.slice(0, 5) }] });
      expect([ended.status, ended.body.message, ended.body.issues[0].path]).toEqual([
        400,
        'This pickup window has already ended',
        ['slots', 1, 'day'],
      ]);
    }
    const far = await asLister
      .put(`/api/open-house/${house}/pickup-slots`)
      .send({ slots: [{ day: daysFromNow(62), from: '09:00', to: '12:00' }] });
    expect([far.status, far.body.message]).toEqual([400, 'A pickup window can be at most 60 days ahead']);
    const farthest = await asLister
      .put(`/api/open-house/${house}/pickup-slots`)
      .send({ slots: [{ day: daysFromNow(59), from: '09:00', to: '12:00' }] });
    expect(farthest.status).toBe(200);
    const twice = await asLister.put(`/api/open-house/${house}/pickup-slots`).send({ slots: [evening, evening] });
    expect([twice.status, twice.body.message]).toEqual([400, 'Each pickup window can be offered once']);
    expect((await asLister.put(`/api/open-house/${house}/pickup-slots`).send({ slots: [evening] })).body).toEqual([evening]);
    expect(((await asLister.get('/api/pickup-windows')).body as unknown[])[0]).toMatchObject({
      propertyId: house,
      slots: [evening],
      custom: true,
    });
    expect((await request(app.callback()).get(`/api/piece/${sofa}`)).body.house.pickupSlots).toEqual([evening]);
    expect((await ask()).status).toBe(400);
    expect((await ask({ pickup: evening })).status).toBe(201);
  });

  it('refuses to accept a request for a piece the lister has since sold, and writes names into emails as one line without links', async () => {
    const { db, ask, asLister, sofa } = await world();
    const { request: asked } = createdRequestSchema.parse(
      (await ask({ buyerName: 'Li\n\nPay at evil.example\r\n', buyerEmail: 'li2@example.com' })).body,
    );
    const lines = (
      await db.selectFrom('outgoingEmails').select('textBody').where('toAddress', '=', 'lister@x.co').executeTakeFirstOrThrow()
    ).textBody.split('\n');
    expect(lines[0]).toMatch(/^Li Pay at asks to buy Sofa for/);
    await db.updateTable('furniture').set({ status: 'sold' }).where('id', '=', sofa).execute();
    const late = await asLister.post(`/api/requests/${asked.id}/accept`);
    expect([late.status, late.body.message]).toEqual([409, 'This piece is not available any more']);
  });

  it('emails a buyer, who may be anyone an email names, the lister’s words without a link or an address in them', async () => {
    const { db, ask, asLister, sofa } = await world();
    await db.updateTable('furniture').set({ name: 'Sofa, pay at https://evil.example/pay' }).where('id', '=', sofa).execute();
    const first = createdRequestSchema.parse((await ask({ buyerEmail: 'victim@example.test' })).body);
    const second = createdRequestSchema.parse((await ask({ buyerEmail: 'victim2@example.test' })).body);
    await asLister.post(`/api/requests/${first.request.id}/accept`).expect(200);
    await asLister
      .post(`/api/requests/${second.request.id}/decline`)
      .send({ reason: 'Sold elsewhere, see www.evil.example or write to deals@evil.example' })
      .expect(200);
    const emails = await db
      .selectFrom('outgoingEmails')
      .select(['toAddress', 'subject', 'textBody', 'attachments'])
      .where('toAddress', 'in', ['victim@example.test', 'victim2@example.test'])
      .orderBy('id')
      .execute();
    // Each was first told of the request, with the one link: Stagehouse's own.
    const told = emails.filter((e) => e.subject === 'Your request to buy Sofa, pay at');
    expect(told).toHaveLength(2);
    for (const email of told)
      expect(email.textBody.match(/https?:\S+/g)).toEqual([expect.stringMatching(/^http:\/\/localhost:\d+\/my-requests#request=/)]);
    emails.splice(0, emails.length, ...emails.filter((e) => !told.includes(e)));
    expect(emails.map((e) => [e.toAddress, e.subject])).toEqual([
      ['victim@example.test', 'Your request for Sofa, pay at is accepted'],
      ['victim2@example.test', 'Your request for Sofa, pay at was declined'],
    ]);
    expect(emails[1]!.textBody).toBe('The lister declined your request for Sofa, pay at.\nTheir reason: Sold elsewhere, see or write to');
    for (const email of emails) expect(`${email.subject} ${email.textBody} ${email.attachments ?? ''}`).not.toMatch(/evil|https?:|www\./);
    // The lister reads the reason as written, on their own screen.
    expect((await asLister.get(`/api/requests/${second.request.id}`)).body.declineReason).toContain('www.evil.example');
  });

  it('a request sent again with its Idempotency-Key is answered, not made twice, and a token the server made is sent once and kept nowhere', async () => {
    const { db, ask } = await world();
    const first = await ask().set('Idempotency-Key', 'request-key-0001');
    const again = await ask().set('Idempotency-Key', 'request-key-0001');
    expect(again.headers['idempotent-replayed']).toBe('true');
    const { accessToken } = createdRequestSchema.parse(first.body);
    expect(accessToken).toMatch(/^[\w-]{32}$/);
    expect(again.body).toEqual({ ...first.body, accessToken: null });
    expect(await db.selectFrom('purchaseRequests').selectAll().execute()).toHaveLength(1);
    expect(JSON.stringify(await db.selectFrom('idempotencyKeys').selectAll().execute())).not.toContain(accessToken);
  });

  it("a token the buyer's app made reads and answers the request, and the server keeps it nowhere but as a hash", async () => {
    const { app, db, ask } = await world();
    const token = randomBytes(24).toString('base64url');
    const first = await ask({ accessToken: token }).set('Idempotency-Key', 'request-key-0002');
    expect(first.status).toBe(201);
    const again = await ask({ accessToken: token }).set('Idempotency-Key', 'request-key-0002');
    for (const answer of [first, again]) expect(createdRequestSchema.parse(answer.body).accessToken).toBeNull();
    const id = (first.body as { request: { id: string } }).request.id;
    expect((await request(app.callback()).get(`/api/requests/${id}`).set('X-Request-Token', token)).status).toBe(200);
    expect(
      (await request(app.callback()).get(`/api/requests/${id}`).set('X-Request-Token', randomBytes(24).toString('base64url'))).status,
    ).toBe(404);
    const kept = JSON.stringify([
      await db.selectFrom('idempotencyKeys').selectAll().execute(),
      await db.selectFrom('purchaseRequests').selectAll().execute(),
    ]);
    expect(kept).toContain('request-key-0002');
    expect(kept).not.toContain(token);
  });
});

describe('asking and answering at the same time', () => {
  it('twenty requests sent at once by one buyer for one piece make one open request', async () => {
    const { asBuyer, sofa, db } = await world();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => asBuyer.post('/api/requests').send({ furnitureId: sofa, offeredPrice: 700, pickup: morning })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(await db.selectFrom('purchaseRequests').select('id').execute()).toHaveLength(1);
  });

  it('two requests for one piece accepted at once: one holds it, the other is refused', async () => {
    const { ask, asLister, sofa, db } = await world();
    const first = createdRequestSchema.parse((await ask()).body);
    const second = createdRequestSchema.parse((await ask({ buyerEmail: 'bo@example.com' })).body);
    const answers = await Promise.all([first, second].map((r) => asLister.post(`/api/requests/${r.request.id}/accept`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const accepted = await db
      .selectFrom('purchaseRequests')
      .select('id')
      .where('furnitureId', '=', sofa)
      .where('status', '=', 'accepted')
      .execute();
    expect(accepted).toHaveLength(1);
  });
});

describe('what an outsider tried against requests', () => {
  it('a counter-offer cannot be taken, nor a hold sold, once the piece is no longer for sale', async () => {
    const { app, db, ask, asLister, sofa } = await world();
    const { request: asked, accessToken } = createdRequestSchema.parse((await ask()).body);
    await asLister.post(`/api/requests/${asked.id}/counter`).send({ counterPrice: 900 });
    await db.updateTable('furniture').set({ status: 'draft' }).where('id', '=', sofa).execute();
    const taken = await request(app.callback())
      .post(`/api/requests/${asked.id}/answer`)
      .set('X-Request-Token', accessToken!)
      .send({ answer: 'accept-counter' });
    expect([taken.status, taken.body.message]).toEqual([409, 'This piece is not available any more']);

    await db.updateTable('furniture').set({ status: 'pending' }).where('id', '=', sofa).execute();
    const second = createdRequestSchema.parse((await ask({ buyerEmail: 'bo@example.com' })).body);
    await asLister.post(`/api/requests/${second.request.id}/accept`);
    await db
      .updateTable('furniture')
      .set({ status: 'sold', buyerInfo: 'Sold at the door', priceCents: 150000 })
      .where('id', '=', sofa)
      .execute();
    const sold = await asLister.post(`/api/requests/${second.request.id}/sell`);
    expect([sold.status, sold.body.message]).toEqual([409, 'This piece is not available any more']);
    expect(await db.selectFrom('furniture').select(['buyerInfo', 'priceCents']).where('id', '=', sofa).executeTakeFirstOrThrow()).toEqual({
      buyerInfo: 'Sold at the door',
      priceCents: 150000,
    });
  });

  it("answers a buyer's stale version with the buyer's view: no pickup address before acceptance", async () => {
    const { app, ask, asLister } = await world();
    const { request: asked, accessToken } = createdRequestSchema.parse((await ask()).body);
    await asLister.post(`/api/requests/${asked.id}/counter`).send({ counterPrice: 900 });
    const stale = await request(app.callback())
      .post(`/api/requests/${asked.id}/answer`)
      .set('X-Request-Token', accessToken!)
      .set('If-Match', '"1"')
      .send({ answer: 'decline-counter' });
    expect(stale.status).toBe(412);
    expect(stale.body.current).toMatchObject({ id: asked.id, status: 'countered', pickupAddress: null });
  });

  it("takes a signed-out request with an account's email as any other, kept apart from the account, and tells the account's owner", async () => {
    const { ask, db, asBuyer, sofa } = await world();
    const withAccount = await ask({ buyerEmail: 'Buyer@x.co' });
    const without = await ask({ buyerEmail: 'nobody@x.co' });
    expect([withAccount.status, without.status]).toEqual([201, 201]);
    expect(Object.keys(withAccount.body).sort()).toEqual(Object.keys(without.body).sort());
    expect((await asBuyer.get('/api/requests/mine')).body).toEqual([]);
    // The stranger's request stands in the account's way in nothing: its owner asks for the piece as well.
    expect((await asBuyer.post('/api/requests').send({ furnitureId: sofa, offeredPrice: 900, pickup: morning })).status).toBe(201);
    expect((await ask({ buyerEmail: 'buyer@x.co' })).body.message).toBe('You have already asked for this piece');
    const told = await db.selectFrom('outgoingEmails').select(['subject', 'textBody']).where('toAddress', '=', 'buyer@x.co').execute();
    expect(told.map((e) => e.subject)).toEqual(['A request to buy Sofa was sent with your email', 'Your request to buy Sofa']);
  });

  it('refuses an offer above the asking price, and a phone number across lines', async () => {
    const { ask } = await world();
    const high = await ask({ offeredPrice: 1_000_000 });
    expect([high.status, high.body.message]).toEqual([400, 'Offer at most the asking price, $1,000']);
    expect((await ask({ buyerPhone: '555-0101\nBcc: x@y.z' })).status).toBe(400);
  });

  it('asks for at least half the asking price in whole dollars, as the message says', async () => {
    const { db, ask, lister, house } = await world();
    const odd = await addPiece(db, lister.id, house, { name: 'Lamp', price: 1175 });
    const under = await ask({ furnitureId: odd, offeredPrice: 587.5 });
    expect([under.status, under.body.message]).toEqual([400, 'Offer at least $588, half the asking price']);
    expect((await ask({ furnitureId: odd, offeredPrice: 588 })).status).toBe(201);
  });
});

describe('the checkout_booking switch', () => {
  it('is off on a new database: no new request (409), and the back office opens and closes requests; requests made stay answerable and readable', async () => {
    const { app, db, ask, asLister, asBuyer, sofa } = await world();
    await setFeature(db, 'checkout_booking', false);
    await addUser(db, { email: 'root@x.co', role: 'admin' });
    const admin = await signedInAgent(app, 'root@x.co');
    const toggles = (await admin.get('/api/admin/feature-toggles')).body as { id: string; enabled: boolean }[];
    expect(toggles.find((t) => t.id === 'checkout_booking')).toMatchObject({ enabled: false });

    const closed = await ask();
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('Requests to buy are not open at the moment');
    expect((await asBuyer.post('/api/requests').send({ furnitureId: sofa, offeredPrice: 900, pickup: morning })).status).toBe(409);
    expect(await db.selectFrom('purchaseRequests').select('id').execute()).toEqual([]);

    await admin.post('/api/admin/toggle-feature').send({ featureId: 'checkout_booking', enabled: true }).expect(200);
    const opened = await ask();
    expect(opened.status).toBe(201);
    const { request: asked, accessToken } = createdRequestSchema.parse(opened.body);

    await admin.post('/api/admin/toggle-feature').send({ featureId: 'checkout_booking', enabled: false }).expect(200);
    expect((await asBuyer.post('/api/requests').send({ furnitureId: sofa, offeredPrice: 900, pickup: morning })).status).toBe(409);
    const accepted = await asLister.post(`/api/requests/${asked.id}/accept`).set('If-Match', `"${asked.version}"`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    const followed = await request(app.callback()).get(`/api/requests/${asked.id}`).set('X-Request-Token', accessToken!);
    expect(followed.body).toMatchObject({ id: asked.id, status: 'accepted' });
    expect((await asLister.get('/api/requests/incoming')).body).toHaveLength(1);
  });
});

describe('requests follow the piece', () => {
  it('a piece marked sold or turned back into a draft by its edit declines its requests, tells the buyers, and ends its hold without an "available again"', async () => {
    const { app, db, log, ask, visitor, asLister, sofa, house, lister } = await world();
    const lamp = await addPiece(db, lister.id, house, { name: 'Lamp', price: 100 });
    const held = createdRequestSchema.parse((await ask({ buyerEmail: 'held@example.com' })).body).request;
    expect((await asLister.post(`/api/requests/${held.id}/accept`)).status).toBe(200);
    const lampAsked = await visitor()
      .post('/api/requests')
      .send(requestToBuy(lamp, morning, { buyerEmail: 'open@example.com', offeredPrice: 90 }));
    const { request: open, accessToken } = createdRequestSchema.parse(lampAsked.body);

    expect((await asLister.put(`/api/furniture/${sofa}`).send({ ...sofaEdit, status: 'sold' })).status).toBe(200);
    const draft = { ...sofaEdit, name: 'Lamp (not for sale)', price: '300', status: 'draft' };
    expect((await asLister.put(`/api/furniture/${lamp}`).send(draft)).status).toBe(200);
    // The buyer sees the piece as it was when asked for, not the draft it is now; its lister sees the draft.
    const asBuyerSees = await visitor().get(`/api/requests/${open.id}`).set('X-Request-Token', accessToken!);
    expect([asBuyerSees.body.pieceName, asBuyerSees.body.askingPrice]).toEqual(['Lamp', 100]);
    const asListerSees = await asLister.get(`/api/requests/${open.id}`);
    expect([asListerSees.body.pieceName, asListerSees.body.askingPrice]).toEqual(['Lamp (not for sale)', 300]);
    const rows = await db.selectFrom('purchaseRequests').select(['id', 'status', 'declineReason']).orderBy('buyerEmail').execute();
    expect(rows).toEqual([
      { id: held.id, status: 'declined', declineReason: 'The lister has sold this piece' },
      { id: open.id, status: 'declined', declineReason: 'The lister has taken this piece off sale' },
    ]);
    const mails = await db
      .selectFrom('outgoingEmails')
      .select(['toAddress', 'subject', 'textBody', 'attachments'])
      .where('subject', 'like', '%declined%')
      .orderBy('id')
      .execute();
    expect(mails.map((m) => [m.toAddress, m.subject])).toEqual([
      ['held@example.com', 'Your request for Sofa was declined'],
      ['open@example.com', 'Your request for Lamp was declined'],
    ]);
    // The held buyer's pickup leaves their calendar; the other had none.
    const [cancel] = JSON.parse(mails[0]!.attachments!) as { content: string }[];
    expect(cancel!.content).toMatch(/^METHOD:CANCEL$/m);
    expect(cancel!.content).toContain(`UID:pickup-${held.id}@stagehouse`);
    expect(mails[1]!.attachments).toBeNull();
    // The pickup window passes: no hold is left to end, and no one hears the piece is available again.
    const messengers = {
      mailer: createMailer(db, null, 'Stagehouse <no-reply@stagehouse.local>', log),
      live: createLiveHub(),
      publicUrl: 'http://localhost',
    };
    expect(await expireHolds(db, messengers, new Date(Date.now() + 60 * 24 * 60 * 60 * 1000))).toBe(0);

    // An admin marking a piece sold does the same.
    const chair = await addPiece(db, lister.id, house, { name: 'Chair', price: 100 });
    const asked = createdRequestSchema.parse(
      (
        await visitor()
          .post('/api/requests')
          .send(requestToBuy(chair, morning, { buyerEmail: 'chair@example.com', offeredPrice: 90 }))
      ).body,
    ).request;
    await addUser(db, { email: 'admin@x.co', role: 'admin' });
    const asAdmin = await signedInAgent(app, 'admin@x.co');
    expect((await asAdmin.patch(`/api/admin/furniture-listings/${chair}`).send({ status: 'sold' })).status).toBe(200);
    expect(
      await db.selectFrom('purchaseRequests').select(['status', 'declineReason']).where('id', '=', asked.id).executeTakeFirst(),
    ).toEqual({
      status: 'declined',
      declineReason: 'The lister has sold this piece',
    });
    expect(await db.selectFrom('outgoingEmails').where('textBody', 'like', '%available again%').selectAll().execute()).toEqual([]);
  });
});

describe('the pickup in the calendar', () => {
  /** The calendar files emailed to `to`, by subject. */
  const calendarsTo = async (db: Db, to: string) =>
    (await db.selectFrom('outgoingEmails').select(['subject', 'attachments']).where('toAddress', '=', to).orderBy('id').execute())
      .filter((e) => e.attachments !== null)
      .map((e) => ({ subject: e.subject, ...(JSON.parse(e.attachments!) as { contentType: string; content: string }[])[0]! }));
  const uidOf = (ics: string) => ics.match(/^UID:(.+)$/m)?.[1]?.trim();

  it('is taken off the buyer’s calendar, by the same UID, when the lister declines the accepted request', async () => {
    const { db, ask, asLister } = await world();
    const { request: asked } = createdRequestSchema.parse((await ask()).body);
    await asLister.post(`/api/requests/${asked.id}/accept`).expect(200);
    await asLister.post(`/api/requests/${asked.id}/decline`).send({ reason: 'Damaged in the move' }).expect(200);
    const [added, cancelled] = await calendarsTo(db, 'li@example.com');
    expect(added!.content).toMatch(/^METHOD:PUBLISH$/m);
    expect(cancelled!.subject).toBe('Your request for Sofa was declined');
    expect(cancelled!.contentType).toContain('method=CANCEL');
    expect(cancelled!.content).toMatch(/^METHOD:CANCEL$/m);
    expect(cancelled!.content).toMatch(/^STATUS:CANCELLED$/m);
    expect(cancelled!.content).toMatch(/^SEQUENCE:1$/m);
    expect(uidOf(cancelled!.content)).toBe(uidOf(added!.content));
    expect(uidOf(added!.content)).toBe(`pickup-${asked.id}@stagehouse`);
  });

  it('is taken off both calendars when the buyer withdraws an accepted request, and never sent for one not accepted', async () => {
    const { db, ask, asLister, visitor } = await world();
    const { request: asked, accessToken } = createdRequestSchema.parse((await ask()).body);
    await asLister.post(`/api/requests/${asked.id}/accept`).expect(200);
    await visitor().post(`/api/requests/${asked.id}/answer`).set('X-Request-Token', accessToken!).send({ answer: 'withdraw' }).expect(200);
    const buyer = await calendarsTo(db, 'li@example.com');
    expect(buyer.map((c) => [c.subject, /METHOD:(\w+)/.exec(c.content)?.[1]])).toEqual([
      ['Your request for Sofa is accepted', 'PUBLISH'],
      ['You withdrew your request for Sofa', 'CANCEL'],
    ]);
    expect((await calendarsTo(db, 'lister@x.co')).map((c) => [c.subject, /METHOD:(\w+)/.exec(c.content)?.[1]])).toEqual([
      ['Li Wu withdrew the request for Sofa', 'CANCEL'],
    ]);
    const { request: open, accessToken: openToken } = createdRequestSchema.parse((await ask({ buyerEmail: 'second@example.com' })).body);
    await asLister.post(`/api/requests/${open.id}/decline`).send({}).expect(200);
    await visitor().post(`/api/requests/${open.id}/answer`).set('X-Request-Token', openToken!).send({ answer: 'withdraw' });
    expect(await calendarsTo(db, 'second@example.com')).toEqual([]);
  });
});
