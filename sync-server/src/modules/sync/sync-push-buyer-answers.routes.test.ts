import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createdRequestSchema, purchaseRequestSchema } from '@stagehouse/shared/purchase-request.schema';
import { syncPushAnswerSchema, type SyncMutation } from '@stagehouse/shared/sync.schema';
import { addPiece, addProperty, addUser, daysFromNow, setFeature } from '../../test/fixtures';
import { signedInAgent } from '../../test/session';
import { testApp } from '../../test/test-app';

const pickupDay = daysFromNow(11);
const morning = { day: pickupDay, from: '09:00', to: '12:00' };

/** Two signed-out buyers, each with a request and its token; the lister countered the first. Every log line is kept. */
const world = async () => {
  const lines: string[] = [];
  const log = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
  const created = await testApp({}, undefined, log);
  const { db, app } = created;
  await setFeature(db, 'checkout_booking', true);
  const lister = await addUser(db, { email: 'lister@x.co' });
  const house = await addProperty(db, lister.id, { address: '1 Elm St, Denver, CO 80205', openHouseDate: daysFromNow(10) });
  const ask = async (pieceName: string, buyerName: string, buyerEmail: string) => {
    const furnitureId = await addPiece(db, lister.id, house, { name: pieceName, price: 1000 });
    const asked = await request(app.callback())
      .post('/api/requests')
      .send({ furnitureId, offeredPrice: 800, pickup: morning, buyerName, buyerEmail, buyerPhone: '555-0101' });
    const { request: made, accessToken } = createdRequestSchema.parse(asked.body);
    return { ...made, token: accessToken! };
  };
  const li = await ask('Sofa', 'Li Wu', 'li@example.com');
  const mo = await ask('Chair', 'Mo Ng', 'mo@example.com');
  const asLister = await signedInAgent(app, 'lister@x.co');
  const countered = await asLister.post(`/api/requests/${li.id}/counter`).set('If-Match', `"${li.version}"`).send({ counterPrice: '900' });
  expect(countered.status).toBe(200);
  const visitor = request.agent(app.callback());
  const push = async (mutations: SyncMutation[], headers: Record<string, string> = {}) => {
    const answer = await visitor.post('/api/sync/push').set(headers).send({ mutations });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return syncPushAnswerSchema.parse(answer.body).results;
  };
  const buyerAnswer = (of: { id: string }, answer: string, version: number, requestToken: string | undefined): SyncMutation => ({
    id: randomUUID(),
    entity: `buyer-answer:${of.id}`,
    method: 'POST',
    url: `/api/requests/${of.id}/answer`,
    body: { answer },
    ifMatch: `"${version}"`,
    ...(requestToken ? { requestToken } : {}),
  });
  const stored = (id: string) => db.selectFrom('purchaseRequests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** How many emails with this subject were sent. */
  const emailsAbout = async (subject: string) =>
    (await db.selectFrom('outgoingEmails').select('subject').where('subject', '=', subject).execute()).length;
  return { ...created, li: { ...li, version: li.version + 1 }, mo, visitor, push, buyerAnswer, stored, emailsAbout, lines };
};

const outcomes = (results: { outcome: string; status: number }[]) => results.map((r) => [r.outcome, r.status]);

describe("a signed-out buyer's queued answer in a push batch", () => {
  it('accepts a counter-offer with the request token, once: the same answer sent again is answered from the first', async () => {
    const { li, push, buyerAnswer, stored, emailsAbout } = await world();
    const accept = buyerAnswer(li, 'accept-counter', li.version, li.token);
    const [first] = await push([accept]);
    expect([first!.outcome, first!.status]).toEqual(['applied', 200]);
    expect(purchaseRequestSchema.parse(first!.body)).toMatchObject({ status: 'accepted', offeredPrice: 900, version: li.version + 1 });

    const [again] = await push([accept]);
    expect([again!.outcome, again!.status]).toEqual(['replayed', 200]);
    expect(again!.body).toEqual(first!.body);
    expect(await stored(li.id)).toMatchObject({ status: 'accepted', version: li.version + 1 });
    expect(await emailsAbout('Li Wu accepted your counter-offer for Sofa')).toBe(1);
  });

  it('withdraws with the request token, once', async () => {
    const { mo, push, buyerAnswer, stored, emailsAbout } = await world();
    const withdraw = buyerAnswer(mo, 'withdraw', mo.version, mo.token);
    expect(outcomes(await push([withdraw]))).toEqual([['applied', 200]]);
    expect(outcomes(await push([withdraw]))).toEqual([['replayed', 200]]);
    expect(await stored(mo.id)).toMatchObject({ status: 'withdrawn', version: mo.version + 1 });
    expect(await emailsAbout('Mo Ng withdrew the request for Chair')).toBe(1);
  });

  it('is refused as the direct route refuses it without the token, with a wrong one, or with another buyer’s, changing nothing', async () => {
    const { li, mo, push, buyerAnswer, stored } = await world();
    const results = await push([
      buyerAnswer(li, 'withdraw', li.version, undefined),
      { ...buyerAnswer(li, 'withdraw', li.version, 'not-the-token'), entity: 'b' },
      { ...buyerAnswer(li, 'accept-counter', li.version, mo.token), entity: 'c' },
    ]);
    expect(outcomes(results)).toEqual([
      ['refused', 404],
      ['refused', 404],
      ['refused', 404],
    ]);
    // The batch's own header is not a step's token either.
    expect(outcomes(await push([buyerAnswer(li, 'withdraw', li.version, undefined)], { 'X-Request-Token': li.token }))).toEqual([
      ['refused', 404],
    ]);
    expect(await stored(li.id)).toMatchObject({ status: 'countered', version: li.version });
  });

  it('keeps each token to its own step, and no token reaches an answer, a stored answer or the log', async () => {
    const { li, mo, push, buyerAnswer, stored, db, lines } = await world();
    const results = await push([buyerAnswer(li, 'withdraw', li.version, li.token), buyerAnswer(mo, 'withdraw', mo.version, undefined)]);
    expect(outcomes(results)).toEqual([
      ['applied', 200],
      ['refused', 404],
    ]);
    expect((await stored(mo.id)).status).toBe('open');
    const kept = JSON.stringify(await db.selectFrom('idempotencyKeys').selectAll().execute());
    for (const token of [li.token, mo.token]) {
      expect(JSON.stringify(results)).not.toContain(token);
      expect(kept).not.toContain(token);
      expect(lines.join('\n')).not.toContain(token);
    }
  });

  it('never answers 500 to hostile steps, tokens included', { timeout: 120_000 }, async () => {
    const { li, mo, visitor, lines } = await world();
    // Mostly well-formed steps, so that the hostile parts reach the route: a batch with a malformed step is refused whole.
    const often = <T>(usual: fc.Arbitrary<T>, odd: fc.Arbitrary<unknown>) => fc.oneof({ arbitrary: usual, weight: 9 }, odd);
    const step = fc.record(
      {
        id: often(fc.uuid(), fc.string()),
        entity: often(fc.constant(`buyer-answer:${li.id}`), fc.string()),
        method: often(fc.constant('POST'), fc.constantFrom('PUT', 'GET')),
        url: fc.constantFrom(
          `/api/requests/${li.id}/answer`,
          `/api/requests/${mo.id}/answer`,
          `/api/requests/${li.id}/accept`,
          '/api/requests/x/answer',
        ),
        body: often(
          fc.record({ answer: fc.oneof(fc.constantFrom('accept-counter', 'decline-counter', 'withdraw'), fc.jsonValue()) }),
          fc.jsonValue(),
        ),
        ifMatch: often(fc.constantFrom('"1"', '"2"', '*', '', '"999999999999999999999"'), fc.jsonValue()),
        requestToken: often(
          fc.oneof(fc.constantFrom(li.token, mo.token, `${li.token}x`, ' ', '\u0000', '\uD800', 'x'.repeat(200)), fc.string()),
          fc.oneof(fc.constantFrom('', 'x'.repeat(201)), fc.jsonValue()),
        ),
      },
      { requiredKeys: ['id', 'entity', 'method', 'url'] },
    );
    let reached = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 4 }), async (mutations) => {
        const answer = await visitor.post('/api/sync/push').send({ mutations });
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
        if (answer.status !== 200) return;
        reached += 1;
        for (const result of syncPushAnswerSchema.parse(answer.body).results) expect(result.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    expect(reached).toBeGreaterThan(20);
    expect(lines.join('\n')).not.toContain(li.token);
  });
});
