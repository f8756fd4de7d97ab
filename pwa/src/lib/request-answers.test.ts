import type { PurchaseRequest } from '@stagehouse/shared/purchase-request.schema';
import type { SyncMutation } from '@stagehouse/shared/sync.schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, serveWrites } from '../test/scripted-server';
import { userOf } from '@stagehouse/shared/test-helpers';
import { useAuthStore } from './auth-store';
import { localDb } from './local-db';
import { requestReplay } from './outbox';
import { answerRequest, withAnswers } from './request-answers';
import { onWritesTaken } from './taken-writes';

const asked: PurchaseRequest = {
  id: 'req-1',
  furnitureId: 'sofa',
  pieceName: 'Blue Sofa',
  askingPrice: 1000,
  propertyId: 3,
  buyerName: 'Li Wu',
  buyerEmail: 'li@example.com',
  buyerPhone: null,
  offeredPrice: 800,
  counterPrice: null,
  pickup: { day: '2026-07-02', from: '09:00', to: '12:00' },
  message: null,
  status: 'open',
  declineReason: null,
  pickupAddress: null,
  pieceOnHold: false,
  version: 1,
  createdAt: '2026-06-01T00:00:00.000Z',
  updatedAt: '2026-06-01T00:00:00.000Z',
};

const noChanges = () => json(200, { sequence: 0, more: false, changes: [] });

/** The server's answer to a lister's write: the request moved on to the status the url names, one version up. */
const answered = (write: SyncMutation, version: number): PurchaseRequest => {
  const kind = write.url.split('/').at(-1);
  return { ...asked, status: kind === 'sell' ? 'sold' : kind === 'accept' ? 'accepted' : 'declined', version };
};

const goOnline = (online: boolean) => vi.stubGlobal('navigator', { ...navigator, onLine: online });

beforeEach(async () => {
  await Promise.all([localDb.outbox.clear(), localDb.meta.clear()]);
  useAuthStore.getState().signIn(userOf('stager', { id: 7 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().signOut();
});

describe('answering a request through the outbox', () => {
  it('offline, keeps the answer with one key made when the lister answered, sends it with that key (again after a lost answer) once online', async () => {
    goOnline(false);
    expect(await answerRequest(asked, { kind: 'decline', reason: 'Sold elsewhere' })).toBe('queued');
    const [queued] = await localDb.outbox.toArray();
    expect(queued).toMatchObject({
      entity: 'request-answer',
      entityId: 'req-1',
      method: 'POST',
      url: '/api/requests/req-1/decline',
      body: { reason: 'Sold elsewhere' },
      baseVersion: 1,
      label: "Decline Li Wu's request for Blue Sofa",
      userId: 7,
    });
    expect(withAnswers(asked, [queued!])).toMatchObject({ status: 'declined', declineReason: 'Sold elsewhere', version: 1 });

    goOnline(true);
    let lost = true;
    const { writes } = serveWrites((write) => {
      if (lost) {
        lost = false;
        return json(503, { message: 'Try again' });
      }
      return json(200, answered(write, 2));
    }, noChanges);
    await requestReplay();
    expect(await localDb.outbox.get(queued!.id)).toMatchObject({ status: 'pending', attempts: 1 });
    await localDb.outbox.update(queued!.id, { nextAttemptAt: 0 });
    await requestReplay();
    expect(writes().map((w) => [w.id, w.ifMatch, w.entity])).toEqual([
      [queued!.id, '"1"', 'request-answer:req-1'],
      [queued!.id, '"1"', 'request-answer:req-1'],
    ]);
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('online, sends at once and tells the page the server answer; a sale waiting behind an acceptance goes at the version the acceptance made', async () => {
    goOnline(false);
    await answerRequest(asked, { kind: 'accept' });
    // The outbox keeps its order by the time each write was made: a lister's two taps are never in
    // the same millisecond, as two calls here can be.
    await new Promise((resolve) => setTimeout(resolve, 2));
    await answerRequest(withAnswers(asked, await localDb.outbox.toArray()), { kind: 'sell' });
    expect(withAnswers(asked, await localDb.outbox.orderBy('createdAt').toArray()).status).toBe('sold');

    goOnline(true);
    let version = 1;
    const { writes } = serveWrites((write) => json(200, answered(write, ++version)), noChanges);
    const told: unknown[] = [];
    const stop = onWritesTaken((taken) => told.push(...taken.map(([, answer]) => answer)));
    await requestReplay();
    stop();
    expect(writes().map((w) => [w.url, w.ifMatch])).toEqual([
      ['/api/requests/req-1/accept', '"1"'],
      ['/api/requests/req-1/sell', '"2"'],
    ]);
    expect(told).toEqual([
      expect.objectContaining({ status: 'accepted', version: 2 }),
      expect.objectContaining({ status: 'sold', version: 3 }),
    ]);
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('online, a refused answer is dropped and its reason thrown', async () => {
    goOnline(true);
    serveWrites(() => json(409, { message: 'This request is withdrawn: it cannot be changed that way' }), noChanges);
    await expect(answerRequest(asked, { kind: 'accept' })).rejects.toThrow('This request is withdrawn: it cannot be changed that way');
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('sent later, an answer met by a newer version waits with the reason for the lister (not as a piece conflict), and so does the answer behind it', async () => {
    goOnline(false);
    await answerRequest(asked, { kind: 'accept' });
    await new Promise((resolve) => setTimeout(resolve, 2));
    await answerRequest(asked, { kind: 'sell' });
    goOnline(true);
    const { writes } = serveWrites(
      () => json(412, { message: 'This request changed since you read it', current: { ...asked, status: 'withdrawn', version: 2 } }),
      noChanges,
    );
    await requestReplay();
    expect(writes()).toHaveLength(1);
    const [accept, sell] = await localDb.outbox.orderBy('createdAt').toArray();
    expect(accept).toMatchObject({ status: 'attention', error: 'This request changed since you read it' });
    expect(accept!.theirs).toBeUndefined();
    expect(sell).toMatchObject({ status: 'pending' });

    // Answering again from the server's state replaces the refused answer and what waited behind it.
    serveWrites((write) => json(200, answered(write, 3)), noChanges);
    expect(await answerRequest({ ...asked, version: 2 }, { kind: 'decline', reason: '' })).toBe('sent');
    expect(await localDb.outbox.count()).toBe(0);
  });
});
