import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createdRequestSchema, purchaseRequestSchema } from '@stagehouse/shared/purchase-request.schema';
import { syncPushAnswerSchema, type SyncMutation } from '@stagehouse/shared/sync.schema';
import { addPiece, addProperty, addUser, daysFromNow, requestToBuy, setFeature } from '../../test/fixtures';
import { signedInAgent } from '../../test/session';
import { testApp } from '../../test/test-app';

const pickupDay = daysFromNow(11);
const morning = { day: pickupDay, from: '09:00', to: '12:00' };

/** A lister with a sofa a signed-out buyer asked for, and a way to push the lister's queued writes. */
const world = async () => {
  const created = await testApp();
  const { db, app } = created;
  await setFeature(db, 'checkout_booking', true);
  const lister = await addUser(db, { email: 'lister@x.co' });
  const house = await addProperty(db, lister.id, { address: '1 Elm St, Denver, CO 80205', openHouseDate: daysFromNow(10) });
  const sofa = await addPiece(db, lister.id, house, { name: 'Sofa', price: 1000 });
  const asked = await request(app.callback()).post('/api/requests').send(requestToBuy(sofa, morning));
  const { request: made, accessToken } = createdRequestSchema.parse(asked.body);
  const asLister = await signedInAgent(app, 'lister@x.co');
  const push = async (mutations: SyncMutation[]) => {
    const answer = await asLister.post('/api/sync/push').send({ mutations });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return syncPushAnswerSchema.parse(answer.body).results;
  };
  const answer = (kind: string, version: number, body: Record<string, unknown> = {}): SyncMutation => ({
    id: randomUUID(),
    entity: `request-answer:${made.id}`,
    method: 'POST',
    url: `/api/requests/${made.id}/${kind}`,
    body,
    ifMatch: `"${version}"`,
  });
  const stored = () => db.selectFrom('purchaseRequests').selectAll().where('id', '=', made.id).executeTakeFirstOrThrow();
  const emailsTo = async (address: string) =>
    (await db.selectFrom('outgoingEmails').select('subject').where('toAddress', '=', address).orderBy('id').execute()).map(
      (e) => e.subject,
    );
  return { ...created, house, made, accessToken: accessToken!, asLister, push, answer, stored, emailsTo };
};

describe('a queued answer to a request in a push batch', () => {
  it('is applied once: the same answer sent again is answered from the first, and the buyer is emailed once', async () => {
    const { made, push, answer, stored, emailsTo } = await world();
    const accept = answer('accept', made.version);
    const [first] = await push([accept]);
    expect([first!.outcome, first!.status]).toEqual(['applied', 200]);
    expect(purchaseRequestSchema.parse(first!.body)).toMatchObject({ status: 'accepted', version: made.version + 1 });

    const [again] = await push([accept]);
    expect([again!.outcome, again!.status]).toEqual(['replayed', 200]);
    expect(again!.body).toEqual(first!.body);
    expect(await stored()).toMatchObject({ status: 'accepted', version: made.version + 1 });
    expect(await emailsTo('li@example.com')).toEqual(['Your request to buy Sofa', 'Your request for Sofa is accepted']);
  });

  it('runs the later answers of the batch on the version the first made: accept, then mark sold', async () => {
    const { made, push, answer, stored } = await world();
    const results = await push([answer('accept', made.version), answer('sell', made.version + 1)]);
    expect(results.map((r) => [r.outcome, r.status])).toEqual([
      ['applied', 200],
      ['applied', 200],
    ]);
    expect((await stored()).status).toBe('sold');
  });

  it('refuses an answer to a request the buyer withdrew meanwhile, with the reason, and holds back the next answer', async () => {
    const { app, made, accessToken, push, answer, stored } = await world();
    const withdrawn = await request(app.callback())
      .post(`/api/requests/${made.id}/answer`)
      .set('X-Request-Token', accessToken)
      .set('If-Match', `"${made.version}"`)
      .send({ answer: 'withdraw' });
    expect(withdrawn.status).toBe(200);

    const [accept, sell] = await push([answer('accept', made.version), answer('sell', made.version + 1)]);
    expect([accept!.outcome, accept!.status, (accept!.body as { message: string }).message]).toEqual([
      'refused',
      409,
      'This request is withdrawn: it cannot be changed that way',
    ]);
    expect([sell!.outcome, sell!.status]).toEqual(['held', 424]);
    expect(await stored()).toMatchObject({ status: 'withdrawn', version: made.version + 1 });
  });

  it('answers an answer made on a stale version with a conflict and the request as it is now, changing nothing', async () => {
    const { made, push, answer, stored, asLister } = await world();
    const countered = await asLister
      .post(`/api/requests/${made.id}/counter`)
      .set('If-Match', `"${made.version}"`)
      .send({ counterPrice: '900' });
    expect(countered.status).toBe(200);

    const [decline] = await push([answer('decline', made.version, { reason: 'Sold elsewhere' })]);
    expect([decline!.outcome, decline!.status]).toEqual(['conflict', 412]);
    const { message, current } = decline!.body as { message: string; current: unknown };
    expect(message).toBe('This request changed since you read it');
    expect(purchaseRequestSchema.parse(current)).toMatchObject({ status: 'countered', version: made.version + 1 });
    expect(await stored()).toMatchObject({ status: 'countered', declineReason: null });
  });

  it('sets the pickup windows of an open house, once per key', async () => {
    const { house, push, db } = await world();
    const evening = { day: pickupDay, from: '17:00', to: '20:00' };
    const windows: SyncMutation = {
      id: randomUUID(),
      entity: `pickup-windows:${house}`,
      method: 'PUT',
      url: `/api/open-house/${house}/pickup-slots`,
      body: { slots: [morning, evening] },
    };
    expect((await push([windows])).map((r) => [r.outcome, r.status])).toEqual([['applied', 200]]);
    expect((await push([windows])).map((r) => r.outcome)).toEqual(['replayed']);
    const kept = await db.selectFrom('pickupSlots').selectAll().where('propertyId', '=', house).execute();
    expect(kept).toHaveLength(2);
  });
});
