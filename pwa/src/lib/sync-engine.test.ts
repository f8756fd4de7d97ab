import { limits } from '@stagehouse/shared/limits';
import { errorTexts } from '@stagehouse/shared/messages';
import type { SyncChanges, SyncMutation } from '@stagehouse/shared/sync.schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestTimeoutError, requestTimeouts } from './api';
import { LocalDb, type OutboxEntry } from './local-db';
import { localPhotoRef } from './local-photo-ref';
import { backoffMs, pullChanges, sendOutbox } from './sync-engine';
import { piece } from '../test/piece';
import { json, type Sent, serve, serveNothing, serveWrites, takeUploads } from '../test/scripted-server';

let order = 0;
const entry = (change: Partial<OutboxEntry> & Pick<OutboxEntry, 'entityId' | 'method'>): OutboxEntry => ({
  id: crypto.randomUUID(),
  userId: 7,
  entity: 'furniture',
  url: `/api/furniture/${change.entityId}`,
  label: 'change',
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, order++)).toISOString(),
  attempts: 0,
  nextAttemptAt: 0,
  status: 'pending',
  ...change,
});

let db: LocalDb;
beforeEach(async () => {
  db = new LocalDb(`test-${crypto.randomUUID()}`);
  await db.meta.put({ key: 'session', userId: 7 });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

describe('sendOutbox', () => {
  it('sends each write with its key and If-Match, keeps the answer, and rebases a later edit of the same piece on it', async () => {
    const create = entry({ entityId: 'a1', method: 'POST', url: '/api/furniture', body: { name: 'Sofa' } });
    const edit = entry({ entityId: 'a1', method: 'PUT', body: { name: 'Sofa 2' }, baseVersion: 0 });
    await db.outbox.bulkAdd([create, edit]);
    let version = 0;
    const { batches } = serveWrites(() => json(version === 0 ? 201 : 200, piece('a1', ++version, version === 1 ? 'Sofa' : 'Sofa 2')));
    await sendOutbox(db);
    expect(batches.map((batch) => batch.map((w) => [w.method, w.id, w.ifMatch, w.entity]))).toEqual([
      [['POST', create.id, undefined, 'furniture:a1']],
      [['PUT', edit.id, '"1"', 'furniture:a1']],
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.ownPieces.get('a1')).toMatchObject({ name: 'Sofa 2', version: 2 });
  });

  it(`sends up to ${limits.syncPushMaxMutations} writes per request, oldest first, a later write of an entity only after the answer to its earlier one`, async () => {
    const creates = Array.from({ length: 230 }, (_, i) =>
      entry({ entityId: `n${i}`, method: 'POST', url: '/api/furniture', body: { name: `Piece ${i}` } }),
    );
    const edit = entry({ entityId: 'n0', method: 'PUT', body: { name: 'Piece 0 again' }, baseVersion: 1 });
    await db.outbox.bulkAdd([...creates, edit]);
    const { batches } = serveWrites((w) =>
      json(
        w.method === 'POST' ? 201 : 200,
        piece(w.url === '/api/furniture' ? (w.body!.name as string).replace('Piece ', 'n') : 'n0', w.method === 'POST' ? 1 : 2),
      ),
    );
    await sendOutbox(db);
    expect(batches.map((b) => b.length)).toEqual([100, 100, 31]);
    expect(batches[0]!.filter((w) => w.entity === 'furniture:n0')).toHaveLength(1);
    expect(batches.flat().map((w) => w.id)).toEqual([...creates, edit].map((e) => e.id));
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a 412 as a conflict with the server row, holds that piece only, and sends the others', async () => {
    const stale = entry({ entityId: 'a1', method: 'PUT', body: { name: 'Mine' }, baseVersion: 1 });
    const after = entry({ entityId: 'a1', method: 'DELETE', baseVersion: 1 });
    const other = entry({ entityId: 'b2', method: 'PUT', body: { name: 'Other' }, baseVersion: 3 });
    await db.outbox.bulkAdd([stale, after, other]);
    const { writes } = serveWrites((w) =>
      w.url.endsWith('/a1')
        ? json(412, { message: 'This listing was changed elsewhere since you opened it', current: piece('a1', 4, 'Theirs') })
        : json(200, piece('b2', 4, 'Other')),
    );
    await sendOutbox(db);
    expect(writes().map((w) => `${w.method} ${w.url}`)).toEqual(['PUT /api/furniture/a1', 'PUT /api/furniture/b2']);
    expect(await db.outbox.get(stale.id)).toMatchObject({
      status: 'conflict',
      theirs: { name: 'Theirs', version: 4 },
      error: 'This listing was changed elsewhere since you opened it',
    });
    expect(await db.outbox.get(after.id)).toMatchObject({ status: 'pending' });
    expect(await db.outbox.get(other.id)).toBeUndefined();
  });

  it('retries a 5xx answer later with backoff, and marks another 4xx as needing attention with the reason', async () => {
    const down = entry({ entityId: 'a1', method: 'PUT', body: {}, baseVersion: 1 });
    const refused = entry({ entityId: 'b2', method: 'PUT', body: {}, baseVersion: 1 });
    await db.outbox.bulkAdd([down, refused]);
    serveWrites((w) =>
      w.url.endsWith('/a1') ? json(503, { message: 'The server is busy. Please try again.' }) : json(400, { message: 'Price is required' }),
    );
    await sendOutbox(db, 1_000_000);
    const retried = await db.outbox.get(down.id);
    expect(retried).toMatchObject({ status: 'pending', attempts: 1 });
    expect(retried!.nextAttemptAt).toBeGreaterThanOrEqual(1_000_500);
    expect(await db.outbox.get(refused.id)).toMatchObject({ status: 'attention', error: 'Price is required' });
    const { writes } = serveWrites(() => json(200, piece('a1', 2)));
    await sendOutbox(db, 1_000_100);
    expect(writes()).toHaveLength(0);
  });

  it('retries the whole batch later when the request itself fails', async () => {
    const first = entry({ entityId: 'a1', method: 'PUT', body: {}, baseVersion: 1 });
    const second = entry({ entityId: 'b2', method: 'PUT', body: {}, baseVersion: 1 });
    await db.outbox.bulkAdd([first, second]);
    const sent = serve(() => {
      throw new TypeError('Failed to fetch');
    });
    await sendOutbox(db, 1_000_000);
    expect(sent).toHaveLength(1);
    for (const id of [first.id, second.id])
      expect(await db.outbox.get(id)).toMatchObject({ status: 'pending', attempts: 1, error: 'Failed to fetch' });
  });

  it("leaves another user's entries for when that user signs in again", async () => {
    await db.outbox.add(entry({ entityId: 'a1', method: 'PUT', body: {}, userId: 8 }));
    const sent = serve(() => json(200, piece('a1', 2)));
    await sendOutbox(db);
    expect(sent).toHaveLength(0);
  });

  /** Photos kept on the device for piece a1, and their references. */
  const keep = async (...names: string[]) => {
    await db.photos.bulkAdd(names.map((name) => ({ id: name, pieceId: 'a1', name: `${name}.png`, blob: new Blob([name]) })));
    return names.map(localPhotoRef);
  };

  /** The stored paths of the uploads, in the order they were made. */
  const uploadsOf = (sent: Sent[]) => sent.filter((s) => s.method === 'PUT').map((s) => new URL(s.url).pathname);

  it('uploads the photos a write names first, each once, sends their paths in their places, and forgets them with the last write', async () => {
    const [front, side] = await keep('front', 'side');
    const create = entry({
      entityId: 'a1',
      method: 'POST',
      url: '/api/furniture',
      body: { images: [front, '/api/images/seating-1.webp'] },
    });
    const edit = entry({ entityId: 'a1', method: 'PUT', body: { images: [side, front] }, baseVersion: 0 });
    await db.outbox.bulkAdd([create, edit]);
    let version = 0;
    const { sent, writes } = serveWrites((w) => json(200, { ...piece('a1', ++version), images: w.body!.images }), takeUploads);
    await sendOutbox(db);
    const [frontPath, sidePath] = uploadsOf(sent);
    expect(uploadsOf(sent)).toHaveLength(2);
    expect(writes().map((w) => w.body!.images)).toEqual([
      [frontPath, '/api/images/seating-1.webp'],
      [sidePath, frontPath],
    ]);
    expect(await db.photos.count()).toBe(0);
    expect((await db.ownPieces.get('a1'))!.images).toEqual([sidePath, frontPath]);
  });

  it('keeps each path as soon as its photo is uploaded: a retry uploads only the photos not uploaded yet', async () => {
    const create = entry({ entityId: 'a1', method: 'POST', url: '/api/furniture', body: { images: await keep('front', 'side') } });
    await db.outbox.add(create);
    const failing = serve((req) => (req.method === 'PUT' && uploadsOf(failing).length === 2 ? json(503, {}) : takeUploads(req)));
    await sendOutbox(db, 1_000_000);
    expect(await db.outbox.get(create.id)).toMatchObject({ status: 'pending', attempts: 1 });
    const { sent, writes } = serveWrites(() => json(201, piece('a1', 1)), takeUploads);
    await sendOutbox(db, 2_000_000);
    expect(uploadsOf(sent)).toHaveLength(1);
    expect(writes()[0]!.body!.images).toEqual([uploadsOf(failing)[0], uploadsOf(sent)[0]]);
  });
});

describe('RSVPs', () => {
  it('keep the server answer: an earlier RSVP with the same email replaces the one made here', async () => {
    await db.rsvps.put({
      id: 'local-1',
      propertyId: 3,
      furnitureId: null,
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      createdAt: '2026-01-02T00:00:00.000Z',
    });
    await db.outbox.add(entry({ entity: 'rsvp', entityId: 'local-1', method: 'POST', url: '/api/rsvps', body: {}, userId: null }));
    const earlier = {
      id: 'server-0',
      propertyId: 3,
      furnitureId: null,
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    serveWrites(() => json(200, { rsvp: earlier, rsvpCount: 4 }));
    await sendOutbox(db);
    expect(await db.rsvps.toArray()).toEqual([earlier]);
  });
});

describe('pullChanges', () => {
  it('takes the whole state first, then the changes since, and never overwrites a piece with writes waiting', async () => {
    await db.ownPieces.bulkPut([piece('gone', 1), piece('mine', 1, 'My edit')]);
    await db.outbox.add(entry({ entityId: 'mine', method: 'PUT', body: {} }));
    const feeds: SyncChanges[] = [
      {
        sequence: 10,
        more: false,
        changes: [
          { op: 'upsert', entity: 'furniture', id: 'a1', data: piece('a1', 1) },
          { op: 'upsert', entity: 'furniture', id: 'mine', data: piece('mine', 3, 'Server') },
          { op: 'upsert', entity: 'favorite', id: 'f1', data: piece('f1', 1, 'Chair') },
        ],
      },
      {
        sequence: 12,
        more: false,
        changes: [
          { op: 'delete', entity: 'furniture', id: 'a1' },
          { op: 'delete', entity: 'favorite', id: 'f1' },
        ],
      },
    ];
    const sent = serve(() => json(200, feeds.shift()));
    await pullChanges(db);
    expect((await db.ownPieces.toArray()).map((l) => `${l.id}:${l.name}`).sort()).toEqual(['a1:Sofa', 'mine:My edit']);
    expect(await db.savedPieces.get('f1')).toMatchObject({ name: 'Chair' });
    await pullChanges(db);
    expect(sent.map((s) => s.url)).toEqual(['/api/sync/changes?since=0', '/api/sync/changes?since=10']);
    expect((await db.ownPieces.toArray()).map((l) => l.id)).toEqual(['mine']);
    expect(await db.savedPieces.get('f1')).toBeUndefined();
    expect(await db.meta.get('pull')).toMatchObject({ userId: 7, sequence: 12 });
  });

  it('keeps nothing of an answer that is not a change feed, and pulls from the same place next time', async () => {
    await db.meta.put({ key: 'pull', userId: 7, sequence: 5 });
    serve(() => json(200, { sequence: 9, more: false, changes: [{ op: 'upsert', entity: 'furniture', id: 'a1', data: { id: 'a1' } }] }));
    await expect(pullChanges(db)).rejects.toThrow();
    expect(await db.ownPieces.get('a1')).toBeUndefined();
    expect(await db.meta.get('pull')).toMatchObject({ sequence: 5 });
  });

  it('starts from the whole state again when another user signs in', async () => {
    await db.meta.put({ key: 'pull', userId: 8, sequence: 40 });
    const sent = serve(() => json(200, { sequence: 41, more: false, changes: [] }));
    await pullChanges(db);
    expect(sent[0]!.url).toBe('/api/sync/changes?since=0');
  });
});

describe('a server that does not answer', () => {
  // IndexedDB here runs on setImmediate, which stays real.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it(`gives a push up after ${requestTimeouts.syncMs / 1000} s as a network failure: the write waits with its id (its Idempotency-Key) and goes again with it when due`, async () => {
    const create = entry({ entityId: 'a1', method: 'POST', url: '/api/furniture', body: { name: 'Sofa' } });
    await db.outbox.add(create);
    const hung = serveNothing();
    let done = false;
    const sending = sendOutbox(db, 1_000_000).then(() => (done = true));
    await hung.arrived;
    await vi.advanceTimersByTimeAsync(requestTimeouts.syncMs - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await sending;
    const waiting = await db.outbox.get(create.id);
    expect(waiting).toMatchObject({ id: create.id, status: 'pending', attempts: 1, error: errorTexts.timedOut });
    expect(waiting!.nextAttemptAt).toBeGreaterThan(1_000_000);

    const { writes } = serveWrites(() => json(201, piece('a1', 1, 'Sofa')));
    await sendOutbox(db, waiting!.nextAttemptAt - 1);
    expect(writes()).toHaveLength(0);
    await sendOutbox(db, waiting!.nextAttemptAt);
    const [first] = (hung.sent[0]!.body as { mutations: SyncMutation[] }).mutations;
    expect(writes().map((w) => w.id)).toEqual([first!.id]);
    expect(first!.id).toBe(create.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.ownPieces.get('a1')).toMatchObject({ name: 'Sofa', version: 1 });
  });

  it(`gives a pull up after ${requestTimeouts.syncMs / 1000} s, and the next pull asks from where it was`, async () => {
    await db.meta.put({ key: 'pull', userId: 7, sequence: 5 });
    const hung = serveNothing();
    const pulling = pullChanges(db).catch((error: unknown) => error);
    await hung.arrived;
    await vi.advanceTimersByTimeAsync(requestTimeouts.syncMs);
    expect(await pulling).toBeInstanceOf(RequestTimeoutError);
    expect(await db.meta.get('pull')).toMatchObject({ sequence: 5 });
    const sent = serve(() => json(200, { sequence: 6, more: false, changes: [] }));
    await pullChanges(db);
    expect(sent.map((s) => s.url)).toEqual(['/api/sync/changes?since=5']);
    expect(await db.meta.get('pull')).toMatchObject({ sequence: 6 });
  });
});

describe('backoffMs', () => {
  it('starts near 1 s, doubles, and stops at 5 minutes, with jitter in the upper half', () => {
    expect(backoffMs(1, 0)).toBe(500);
    expect(backoffMs(1, 1)).toBe(1000);
    expect(backoffMs(3, 1)).toBe(4000);
    expect(backoffMs(30, 1)).toBe(300_000);
    expect(backoffMs(30, 0)).toBe(150_000);
  });
});
