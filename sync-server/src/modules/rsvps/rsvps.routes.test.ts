import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { houseTimeZone, houseToday } from '@stagehouse/shared/house-time';
import { addOpenHouse, addPiece, addProperty, addUser, daysFromNow } from '../../test/fixtures';
import { signedInAgent } from '../../test/session';
import { testApp } from '../../test/test-app';

const setup = async () => {
  const created = await testApp();
  const owner = await addUser(created.db, { email: 'owner@x.co' });
  const propertyId = await addProperty(created.db, owner.id, { address: '1 Elm St, Denver, CO 80205', openHouseDate: '2036-12-06' });
  const pieceId = await addPiece(created.db, owner.id, propertyId);
  return { ...created, owner, propertyId, pieceId };
};

const guest = { firstName: 'Li', lastName: 'Wu', email: 'Li@Example.com' };

describe('POST /api/rsvps', () => {
  it('gives the RSVP dialog messages for a bad body', async () => {
    const { app, propertyId } = await setup();
    const res = await request(app.callback()).post('/api/rsvps').send({ propertyId, firstName: '', lastName: '', email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { message: string }) => i.message)).toEqual([
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
    ]);
  });

  it('records an RSVP, raises the count, bills the lister 5 USD and queues a confirmation with the address and time', async () => {
    const { app, db, owner, propertyId, pieceId } = await setup();
    const res = await request(app.callback())
      .post('/api/rsvps')
      .send({ ...guest, propertyId, furnitureId: pieceId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ rsvpCount: 1, rsvp: { propertyId, furnitureId: pieceId, email: 'li@example.com' } });
    expect((await request(app.callback()).get(`/api/open-house/${propertyId}`)).body.rsvpCount).toBe(1);

    const ledger = await db.selectFrom('billingLedger').selectAll().execute();
    expect(ledger).toEqual([expect.objectContaining({ userId: owner.id, kind: 'rsvp', amountCents: 500, reference: res.body.rsvp.id })]);
    const emails = await db.selectFrom('outgoingEmails').selectAll().execute();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ toAddress: 'li@example.com' });
    expect(emails[0]!.textBody).toContain('1 Elm St, Denver, CO 80205');
    expect(emails[0]!.textBody).toContain('Saturday, December 6, 2036, 1:00 PM - 4:00 PM');
  });

  it('answers a repeat by the same email as it was sent, never with the earlier RSVP, and adds no duplicate, bill or email', async () => {
    const { app, db, propertyId } = await setup();
    const first = await request(app.callback())
      .post('/api/rsvps')
      .send({ ...guest, propertyId });
    const again = await request(app.callback())
      .post('/api/rsvps')
      .send({ ...guest, firstName: 'Mallory', email: 'LI@example.com', propertyId });
    expect(again.status).toBe(200);
    expect(again.body.rsvpCount).toBe(1);
    expect(again.body.rsvp).toMatchObject({ firstName: 'Mallory', email: 'li@example.com' });
    expect(again.body.rsvp.id).not.toBe(first.body.rsvp.id);
    expect(JSON.stringify(again.body)).not.toContain(first.body.rsvp.firstName);
    expect(await db.selectFrom('rsvps').selectAll().execute()).toHaveLength(1);
    expect(await db.selectFrom('billingLedger').selectAll().execute()).toHaveLength(1);
    expect(await db.selectFrom('outgoingEmails').selectAll().execute()).toHaveLength(1);
  });

  it('keeps the client id so a replayed offline RSVP is the same row', async () => {
    const { app, propertyId } = await setup();
    const id = '5b0c9a1e-2f3d-4c5b-8a6d-7e8f9a0b1c2d';
    const res = await request(app.callback())
      .post('/api/rsvps')
      .send({ ...guest, id, propertyId });
    expect(res.body.rsvp.id).toBe(id);
  });

  it('answers 409, not 500, to an id that another RSVP has', async () => {
    const { app, db, owner, propertyId } = await setup();
    const first = await request(app.callback())
      .post('/api/rsvps')
      .send({ ...guest, propertyId });
    const other = await addOpenHouse(db, owner.id, { address: '2 Pine St' });
    const taken = await request(app.callback())
      .post('/api/rsvps')
      .send({ ...guest, email: 'other@example.com', id: first.body.rsvp.id, propertyId: other });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This RSVP id is already used');
  });

  it('answers a signed-in user with their own RSVP', async () => {
    const { app, db, propertyId } = await setup();
    await addUser(db, { email: 'pat@x.co' });
    const agent = await signedInAgent(app, 'pat@x.co');
    const first = await agent.post('/api/rsvps').send({ ...guest, email: 'pat@x.co', propertyId });
    const again = await agent.post('/api/rsvps').send({ ...guest, email: 'pat@x.co', propertyId });
    expect(again.body.rsvp).toEqual(first.body.rsvp);
  });

  it("never answer another person's RSVP to someone who signs up with their email", async () => {
    const { app, propertyId } = await setup();
    const victim = await request(app.callback())
      .post('/api/rsvps')
      .send({ ...guest, firstName: 'Victoria', propertyId });
    const attacker = request.agent(app.callback());
    expect(
      (
        await attacker
          .post('/api/auth/register')
          .send({ firstName: 'M', lastName: 'X', email: guest.email, password: 'secret123', userType: 'stager' })
      ).status,
    ).toBe(201);
    const probe = await attacker.post('/api/rsvps').send({ ...guest, firstName: 'Probe', propertyId });
    expect(probe.body.rsvp.id).not.toBe(victim.body.rsvp.id);
    expect(JSON.stringify(probe.body)).not.toContain('Victoria');
  });

  it('count every RSVP from one address against its limit, whichever account sends it', async () => {
    const { app, db, propertyId } = await setup();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      await addUser(db, { email: `sock${i}@x.co` });
      const agent = await signedInAgent(app, `sock${i}@x.co`);
      statuses.push((await agent.post('/api/rsvps').send({ ...guest, email: `victim${i}@example.org`, propertyId })).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('write the name and the address into the confirmation, which goes to any email given, as one line each without links', async () => {
    const { app, db, propertyId } = await setup();
    await db
      .updateTable('properties')
      .set({ address: '1 Main St\r\n\r\nYour deposit is due: pay at https://evil.example' })
      .where('id', '=', propertyId)
      .execute();
    await request(app.callback())
      .post('/api/rsvps')
      .send({ ...guest, firstName: 'Li\n\nClick evil.example\r\n', propertyId });
    const { subject, textBody } = await db.selectFrom('outgoingEmails').select(['subject', 'textBody']).executeTakeFirstOrThrow();
    const lines = textBody.split('\n');
    expect(lines[0]).toBe('Hi Li Click,');
    expect(lines).toContain('Address: 1 Main St Your deposit is due: pay at');
    expect(subject).toBe('Your RSVP for the open house at 1 Main St Your deposit is due: pay at');
    expect(textBody).not.toContain('evil');
  });

  it('answer 404 for a house that shows no piece (drafts only), except to its lister', async () => {
    const { app, db, owner } = await setup();
    const hidden = await addProperty(db, owner.id, { address: '9 Draft Ln' });
    await addPiece(db, owner.id, hidden, { status: 'draft', name: 'Secret' });
    expect((await request(app.callback()).get(`/api/open-house/${hidden}`)).status).toBe(404);
    expect(
      (
        await request(app.callback())
          .post('/api/rsvps')
          .send({ ...guest, propertyId: hidden })
      ).status,
    ).toBe(404);
    expect((await (await signedInAgent(app, 'owner@x.co')).get(`/api/open-house/${hidden}`)).status).toBe(200);
  });

  it('answers 404 for an unknown open house and 400 for a piece of another house', async () => {
    const { app, db, owner, propertyId } = await setup();
    expect(
      (
        await request(app.callback())
          .post('/api/rsvps')
          .send({ ...guest, propertyId: 9999 })
      ).status,
    ).toBe(404);
    const other = await addProperty(db, owner.id, { address: '2 Pine St' });
    const otherPiece = await addPiece(db, owner.id, other);
    expect(
      (
        await request(app.callback())
          .post('/api/rsvps')
          .send({ ...guest, propertyId, furnitureId: otherPiece })
      ).status,
    ).toBe(400);
  });

  it('refuses an RSVP for an open house that is past (409), records nothing and bills nothing', async () => {
    const { app, db, owner } = await setup();
    const past = await addOpenHouse(db, owner.id, { address: '3 Past Ln', openHouseDate: daysFromNow(-2) });
    const res = await request(app.callback())
      .post('/api/rsvps')
      .send({ ...guest, propertyId: past });
    expect([res.status, res.body.message]).toEqual([409, 'This open house is over: it takes no more RSVPs']);
    expect(await db.selectFrom('rsvps').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('billingLedger').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('outgoingEmails').selectAll().execute()).toEqual([]);
    expect((await request(app.callback()).get(`/api/open-house/${past}`)).body.rsvpCount).toBe(0);
  });

  it('still takes RSVPs on the day of the open house where the house stands, and for a day not set yet', async () => {
    const { app, db, owner } = await setup();
    const today = await addOpenHouse(db, owner.id, { address: '4 Today Ave', state: 'CA', openHouseDate: houseToday(houseTimeZone('CA')) });
    const unset = await addOpenHouse(db, owner.id, { address: '5 Someday Rd' });
    await db.updateTable('properties').set({ openHouseDate: null }).where('id', '=', unset).execute();
    expect(
      (
        await request(app.callback())
          .post('/api/rsvps')
          .send({ ...guest, propertyId: today })
      ).status,
    ).toBe(201);
    expect(
      (
        await request(app.callback())
          .post('/api/rsvps')
          .send({ ...guest, propertyId: unset })
      ).status,
    ).toBe(201);
    expect(await db.selectFrom('billingLedger').selectAll().execute()).toHaveLength(2);
  });
});
