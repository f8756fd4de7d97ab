import type { SyncMutation } from '@stagehouse/shared/sync.schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, serveWrites } from '../test/scripted-server';
import { localDb, type StoredRequest } from './local-db';
import { requestReplay } from './outbox';
import { answerOwnRequest, withOwnAnswers } from './own-request-answers';

const countered: StoredRequest = {
  id: 'req-1',
  furnitureId: 'sofa',
  pieceName: 'Blue Sofa',
  askingPrice: 1000,
  propertyId: 3,
  buyerName: 'Li Wu',
  buyerEmail: 'li@example.com',
  buyerPhone: null,
  offeredPrice: 800,
  counterPrice: 900,
  pickup: { day: '2026-07-02', from: '09:00', to: '12:00' },
  message: null,
  status: 'countered',
  declineReason: null,
  pickupAddress: null,
  pieceOnHold: false,
  version: 2,
  createdAt: '2026-06-01T00:00:00.000Z',
  updatedAt: '2026-06-01T00:00:00.000Z',
  accessToken: 'token-of-req-1',
};

const noChanges = () => json(200, { sequence: 0, more: false, changes: [] });

/** The server's answer to a buyer's write (without the token, which it never sends back): one version up. */
const answered = (write: SyncMutation, version: number) => {
  const request = { ...countered, accessToken: undefined, id: write.entity.split(':')[1]! };
  const answer = (write.body as { answer: string }).answer;
  return answer === 'accept-counter'
    ? { ...request, status: 'accepted', offeredPrice: 900, pickupAddress: '1 Elm St', version }
    : { ...request, status: answer === 'withdraw' ? 'withdrawn' : 'declined', version };
};

const goOnline = (online: boolean) => vi.stubGlobal('navigator', { ...navigator, onLine: online });

beforeEach(async () => {
  await Promise.all([localDb.outbox.clear(), localDb.meta.clear(), localDb.requests.clear()]);
  await localDb.requests.put(countered);
});
afterEach(() => vi.unstubAllGlobals());

describe("a signed-out buyer's answer through the outbox", () => {
  it('offline, keeps the answer with one key made when the buyer acted, sends it with that key and the token (again after a lost answer), and keeps the server’s request', async () => {
    goOnline(false);
    expect(await answerOwnRequest(countered, 'accept-counter')).toBe('queued');
    const [queued] = await localDb.outbox.toArray();
    expect(queued).toMatchObject({
      entity: 'buyer-answer',
      entityId: 'req-1',
      method: 'POST',
      url: '/api/requests/req-1/answer',
      body: { answer: 'accept-counter' },
      baseVersion: 2,
      requestToken: 'token-of-req-1',
      label: 'Accept the counter-offer for Blue Sofa',
      userId: null,
    });
    expect(withOwnAnswers(countered, [queued!])).toMatchObject({ status: 'accepted', offeredPrice: 900, version: 2 });

    goOnline(true);
    let lost = true;
    const { writes, sent } = serveWrites((write) => {
      if (lost) {
        lost = false;
        return json(503, { message: 'Try again' });
      }
      return json(200, answered(write, 3));
    }, noChanges);
    await requestReplay();
    expect(await localDb.outbox.get(queued!.id)).toMatchObject({ status: 'pending', attempts: 1 });
    await localDb.outbox.update(queued!.id, { nextAttemptAt: 0 });
    await requestReplay();
    expect(writes().map((w) => [w.id, w.ifMatch, w.entity, w.requestToken])).toEqual([
      [queued!.id, '"2"', 'buyer-answer:req-1', 'token-of-req-1'],
      [queued!.id, '"2"', 'buyer-answer:req-1', 'token-of-req-1'],
    ]);
    expect(
      sent.every((req) => !('X-Request-Token' in (req.headers ?? {}))),
      'the batch itself carries no token',
    ).toBe(true);
    expect(await localDb.outbox.count()).toBe(0);
    expect(await localDb.requests.get('req-1')).toMatchObject({
      status: 'accepted',
      pickupAddress: '1 Elm St',
      version: 3,
      accessToken: 'token-of-req-1',
    });
  });

  it('sends each request’s token with its own answer only, and a withdrawal behind an acceptance at the version the acceptance made', async () => {
    const other: StoredRequest = { ...countered, id: 'req-2', status: 'open', version: 1, accessToken: 'token-of-req-2' };
    const signedIn: StoredRequest = { ...countered, id: 'req-3', status: 'open', version: 1, accessToken: null };
    await localDb.requests.bulkPut([other, signedIn]);
    goOnline(false);
    // One at a time, as taps come: the outbox sends in the order the answers were made.
    const later = () => new Promise((resolve) => setTimeout(resolve, 2));
    await answerOwnRequest(countered, 'accept-counter');
    await later();
    await answerOwnRequest(other, 'withdraw');
    await later();
    await answerOwnRequest(signedIn, 'withdraw');
    await later();
    await answerOwnRequest(
      withOwnAnswers(countered, await localDb.outbox.where('[entity+entityId]').equals(['buyer-answer', 'req-1']).toArray()),
      'withdraw',
    );

    goOnline(true);
    let version = 2;
    const { writes } = serveWrites((write) => json(200, answered(write, write.entity === 'buyer-answer:req-1' ? ++version : 2)), noChanges);
    await requestReplay();
    expect(writes().map((w) => [w.entity, (w.body as { answer: string }).answer, w.ifMatch, w.requestToken])).toEqual([
      ['buyer-answer:req-1', 'accept-counter', '"2"', 'token-of-req-1'],
      ['buyer-answer:req-2', 'withdraw', '"1"', 'token-of-req-2'],
      ['buyer-answer:req-3', 'withdraw', '"1"', undefined],
      ['buyer-answer:req-1', 'withdraw', '"3"', 'token-of-req-1'],
    ]);
    expect(await localDb.outbox.count()).toBe(0);
    expect(await localDb.requests.get('req-1')).toMatchObject({ status: 'withdrawn', version: 4, accessToken: 'token-of-req-1' });
  });

  it('online, a refused answer is dropped and its reason thrown', async () => {
    goOnline(true);
    serveWrites(() => json(409, { message: 'This request is declined: it cannot be changed that way' }), noChanges);
    await expect(answerOwnRequest(countered, 'withdraw')).rejects.toThrow('This request is declined: it cannot be changed that way');
    expect(await localDb.outbox.count()).toBe(0);
    expect((await localDb.requests.get('req-1'))?.status).toBe('countered');
  });

  it('sent later, an answer met by a newer version waits with the reason; answering again replaces it', async () => {
    goOnline(false);
    await answerOwnRequest(countered, 'accept-counter');
    goOnline(true);
    serveWrites(() => json(412, { message: 'This request changed since you read it', current: { ...countered, version: 3 } }), noChanges);
    await requestReplay();
    const [refused] = await localDb.outbox.toArray();
    expect(refused).toMatchObject({ status: 'attention', error: 'This request changed since you read it' });
    expect(refused!.theirs).toBeUndefined();

    serveWrites((write) => json(200, answered(write, 4)), noChanges);
    expect(await answerOwnRequest({ ...countered, version: 3 }, 'decline-counter')).toBe('sent');
    expect(await localDb.outbox.count()).toBe(0);
    expect((await localDb.requests.get('req-1'))?.status).toBe('declined');
  });
});
