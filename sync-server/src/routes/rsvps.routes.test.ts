import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { addPiece, addProperty, addUser } from '../test/fixtures';
import { testApp } from '../test/test-app';

const setup = async () => {
  const created = await testApp();
  const owner = await addUser(created.db, { email: 'owner@x.co' });
  const propertyId = await addProperty(created.db, owner.id, { address: '1 Elm St, Denver, CO 80205', openHouseDate: '2026-12-05' });
  const pieceId = await addPiece(created.db, owner.id, propertyId);
  return { ...created, owner, propertyId, pieceId };
};

const guest = { firstName: 'Li', lastName: 'Wu', email: 'Li@Example.com' };

describe('POST /api/rsvps', () => {
  it('gives the RSVP dialog messages for a bad body', async () => {
    const { app, propertyId } = await setup();
    const res = await request(app.callback()).post('/api/rsvps').send({ propertyId, firstName: '', lastName: '', email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { message: string }) => i.message)).toEqual(['First name is required', 'Last name is required', 'Please enter a valid email address']);
  });

  it('records an RSVP, raises the count, bills the lister 5 USD and queues a confirmation with the address and time', async () => {
    const { app, db, owner, propertyId, pieceId } = await setup();
    const res = await request(app.callback()).post('/api/rsvps').send({ ...guest, propertyId, furnitureId: pieceId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ rsvpCount: 1, rsvp: { propertyId, furnitureId: pieceId, email: 'li@example.com' } });
    expect((await request(app.callback()).get(`/api/open-house/${propertyId}`)).body.rsvpCount).toBe(1);

    const ledger = await db.selectFrom('billingLedger').selectAll().execute();
    expect(ledger).toEqual([expect.objectContaining({ userId: owner.id, kind: 'rsvp', amountCents: 500, reference: res.body.rsvp.id })]);
    const emails = await db.selectFrom('outgoingEmails').selectAll().execute();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ toAddress: 'li@example.com' });
    expect(emails[0]!.textBody).toContain('1 Elm St, Denver, CO 80205');
    expect(emails[0]!.textBody).toContain('Saturday, December 5, 2026, 1:00 PM - 4:00 PM');
  });

  it('answers a repeat by the same email with the existing RSVP and no duplicate, bill or email', async () => {
    const { app, db, propertyId } = await setup();
    const first = await request(app.callback()).post('/api/rsvps').send({ ...guest, propertyId });
    const again = await request(app.callback()).post('/api/rsvps').send({ ...guest, firstName: 'Lily', email: 'li@example.com', propertyId });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await db.selectFrom('rsvps').selectAll().execute()).toHaveLength(1);
    expect(await db.selectFrom('billingLedger').selectAll().execute()).toHaveLength(1);
    expect(await db.selectFrom('outgoingEmails').selectAll().execute()).toHaveLength(1);
  });

  it('keeps the client id so a replayed offline RSVP is the same row', async () => {
    const { app, propertyId } = await setup();
    const id = '5b0c9a1e-2f3d-4c5b-8a6d-7e8f9a0b1c2d';
    const res = await request(app.callback()).post('/api/rsvps').send({ ...guest, id, propertyId });
    expect(res.body.rsvp.id).toBe(id);
  });

  it('answers 404 for an unknown open house and 400 for a piece of another house', async () => {
    const { app, db, owner, propertyId } = await setup();
    expect((await request(app.callback()).post('/api/rsvps').send({ ...guest, propertyId: 9999 })).status).toBe(404);
    const other = await addProperty(db, owner.id, { address: '2 Pine St' });
    const otherPiece = await addPiece(db, owner.id, other);
    expect((await request(app.callback()).post('/api/rsvps').send({ ...guest, propertyId, furnitureId: otherPiece })).status).toBe(400);
  });
});
