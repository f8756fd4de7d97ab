import type { Piece } from '@stagehouse/shared/piece.schema';
import type { CreatedRequest, PurchaseRequest } from '@stagehouse/shared/purchase-request.schema';
import type { Rsvp } from '@stagehouse/shared/rsvp.schema';
import { limits } from '@stagehouse/shared/limits';
import { type SyncChange, type SyncChanges, type SyncMutation, type SyncPushResult } from '@stagehouse/shared/sync.schema';
import { ApiError, call, messageOf, requestTimeouts } from './api';
import type { LocalDb, OutboxEntry } from './local-db';
import { localPhotoId } from './local-photo-ref';
import { forgetPhotosOf } from './local-photos';
import { uploadQueuedPhoto } from './photo-upload';
import { publishTaken } from './taken-writes';

// Runs in pages and in the service worker (Background Sync): no window, DOM or localStorage here.

const firstDelayMs = 1000;
const maxDelayMs = 5 * 60 * 1000;

/** 1 s doubling to 5 min, with jitter so that many devices do not retry in step. */
export function backoffMs(attempts: number, random = Math.random()): number {
  const base = Math.min(maxDelayMs, firstDelayMs * 2 ** (attempts - 1));
  return base / 2 + random * (base / 2);
}

const isRetryable = (error: unknown) => !(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429;

const entityKey = (entry: Pick<OutboxEntry, 'entity' | 'entityId'>) => `${entry.entity}:${entry.entityId}`;

const signedInUserId = async (db: LocalDb): Promise<number | null> => (await db.meta.get('session'))?.userId ?? null;

/**
 * The body to send, each photo kept on this device uploaded first and named by its path; the path is kept on the
 * photo as soon as it is uploaded, so that neither a retry nor a later write of the piece uploads it again.
 */
async function withUploadedPhotos(db: LocalDb, body: Record<string, unknown> | undefined): Promise<Record<string, unknown> | undefined> {
  if (!Array.isArray(body?.images)) return body;
  const images: string[] = [];
  for (const image of body.images as string[]) {
    const id = localPhotoId(image);
    if (id === null) {
      images.push(image);
      continue;
    }
    const photo = await db.photos.get(id);
    // Gone only with the writes of its piece (taken back, or the server's version taken): nothing to send.
    if (!photo) continue;
    if (!photo.path) {
      photo.path = await uploadQueuedPhoto(photo.blob);
      await db.photos.update(photo.id, { path: photo.path });
    }
    images.push(photo.path);
  }
  return { ...body, images };
}

/** The server took these writes (each with its answer): forget the entries and keep the server's rows, or rebase later edits of the same piece on them. */
async function settle(db: LocalDb, taken: [OutboxEntry, unknown][]) {
  const rows = taken.flatMap(([entry, answer]) => (entry.entity === 'furniture' && entry.method !== 'DELETE' ? [answer as Piece] : []));
  const asked = taken.flatMap(([entry, answer]) => (entry.entity === 'request' ? [answer as CreatedRequest] : []));
  const pieces = taken.flatMap(([entry]) => (entry.entity === 'furniture' ? [entry.entityId] : []));
  await db.transaction('rw', [db.outbox, db.ownPieces, db.rsvps, db.requests, db.photos, db.unsentForms], async () => {
    await db.outbox.bulkDelete(taken.map(([entry]) => entry.id));
    // The token is the one this app made and sent, unless the server made it (a request queued by an older app).
    for (const { request, accessToken } of asked)
      await db.requests.put({ ...request, accessToken: accessToken ?? (await db.requests.get(request.id))?.accessToken ?? null });
    for (const [entry, answer] of taken) {
      if (entry.entity !== 'rsvp') continue;
      const { rsvp } = answer as { rsvp: Rsvp };
      // An earlier RSVP with the same email answers instead of the new one.
      if (rsvp.id !== entry.entityId) await db.rsvps.delete(entry.entityId);
      await db.rsvps.put(rsvp);
    }
    const later = await db.outbox
      .where('[entity+entityId]')
      .anyOf(pieces.map((id) => ['furniture', id]))
      .toArray();
    const waiting = new Set(later.map((entry) => entry.entityId));
    // The photos kept for a piece go with the last of its writes.
    const done = pieces.filter((id) => !waiting.has(id));
    await forgetPhotosOf(db, done);
    await db.ownPieces.bulkPut(rows.filter((row) => !waiting.has(row.id)));
    for (const row of rows.filter((r) => waiting.has(r.id))) {
      await db.outbox.where('[entity+entityId]').equals(['furniture', row.id]).modify({ baseVersion: row.version });
      await db.ownPieces.update(row.id, { version: row.version });
    }
    // A later answer to the same request (accepted, then marked sold) goes at the version this one made.
    for (const [entry, answer] of taken) {
      if (entry.entity !== 'request-answer' && entry.entity !== 'buyer-answer') continue;
      const answered = answer as PurchaseRequest;
      await db.outbox.where('[entity+entityId]').equals([entry.entity, entry.entityId]).modify({ baseVersion: answered.version });
      // The buyer's own copy becomes the server's, keeping the token it is read with.
      if (entry.entity === 'buyer-answer')
        await db.requests.put({ ...answered, accessToken: (await db.requests.get(entry.entityId))?.accessToken ?? null });
    }
  });
}

/** The server's newer piece a write of it met; another write that meets a newer version is refused, with the reason. */
function conflictOf(entry: OutboxEntry, error: unknown): Piece | null {
  if (entry.entity !== 'furniture' || !(error instanceof ApiError) || error.status !== 412) return null;
  try {
    return (JSON.parse(error.bodyText) as { current?: Piece }).current ?? null;
  } catch {
    return null;
  }
}

/** The write did not go through: a conflict waits for the user, a passing fault is retried later, a refusal asks for attention. */
async function recordFailure(db: LocalDb, entry: OutboxEntry, error: unknown, now: number) {
  const attempts = entry.attempts + 1;
  const theirs = conflictOf(entry, error);
  if (theirs) {
    await db.outbox.update(entry.id, { attempts, status: 'conflict', theirs, error: messageOf(error) });
  } else if (isRetryable(error)) {
    await db.outbox.update(entry.id, {
      attempts,
      nextAttemptAt: now + backoffMs(attempts),
      error: error instanceof Error ? error.message : String(error),
    });
  } else {
    await db.outbox.update(entry.id, {
      attempts,
      status: 'attention',
      error: messageOf(error),
    });
  }
}

const mutationOf = (entry: OutboxEntry, body: Record<string, unknown> | undefined): SyncMutation => ({
  id: entry.id,
  entity: entityKey(entry),
  method: entry.method,
  url: entry.url,
  ...(body ? { body } : {}),
  ...(entry.baseVersion !== undefined ? { ifMatch: `"${entry.baseVersion}"` } : {}),
  ...(entry.requestToken ? { requestToken: entry.requestToken } : {}),
});

/** The oldest sendable entry of each entity that nothing holds back, up to one batch: a later entry of an entity waits for the answer to its earlier one. */
async function nextBatch(db: LocalDb, held: Set<string>, userId: number | null, now: number): Promise<OutboxEntry[]> {
  const batch: OutboxEntry[] = [];
  const seen = new Set<string>();
  for (const entry of await db.outbox.orderBy('createdAt').toArray()) {
    const key = entityKey(entry);
    if (held.has(key) || seen.has(key)) continue;
    seen.add(key);
    const sendable = entry.status === 'pending' && entry.nextAttemptAt <= now && (entry.userId === null || entry.userId === userId);
    if (!sendable) held.add(key);
    else if (batch.push(entry) === limits.syncPushMaxMutations) break;
  }
  return batch;
}

/** Sends one batch (its photos first) and records each answer; answers the entities that failed. */
async function sendBatch(db: LocalDb, batch: OutboxEntry[], now: number): Promise<string[]> {
  const failed: string[] = [];
  const mutations: [OutboxEntry, SyncMutation][] = [];
  for (const entry of batch) {
    try {
      mutations.push([entry, mutationOf(entry, await withUploadedPhotos(db, entry.body))]);
    } catch (error) {
      await recordFailure(db, entry, error, now);
      failed.push(entityKey(entry));
    }
  }
  if (mutations.length === 0) return failed;
  let results: SyncPushResult[];
  try {
    const push = { mutations: mutations.map(([, m]) => m) };
    results = (await call('syncPush', { body: push, timeoutMs: requestTimeouts.syncMs })).results;
  } catch (error) {
    await db.transaction('rw', db.outbox, () => Promise.all(mutations.map(([entry]) => recordFailure(db, entry, error, now))));
    return [...failed, ...mutations.map(([entry]) => entityKey(entry))];
  }
  const taken: [OutboxEntry, unknown][] = [];
  await db.transaction('rw', [db.outbox, db.ownPieces, db.rsvps, db.requests, db.photos, db.unsentForms], async () => {
    for (const [index, [entry]] of mutations.entries()) {
      const result = results[index];
      if (result && result.status < 400) {
        taken.push([entry, result.body]);
        continue;
      }
      failed.push(entityKey(entry));
      // Not tried (an earlier write of its entity failed): left as it was, for the next pass.
      if (result?.outcome === 'held') continue;
      await recordFailure(db, entry, new ApiError(result?.status ?? 503, JSON.stringify(result?.body ?? {}), ''), now);
    }
    await settle(db, taken);
  });
  publishTaken(taken);
  return failed;
}

/**
 * Sends waiting writes oldest first in batches, in order per entity: an entry that fails holds
 * back the later entries of its entity only. Entries of another user wait until that user signs in again.
 */
export async function sendOutbox(db: LocalDb, now = Date.now()): Promise<void> {
  const userId = await signedInUserId(db);
  const held = new Set<string>();
  for (;;) {
    const batch = await nextBatch(db, held, userId, now);
    if (batch.length === 0) return;
    for (const key of await sendBatch(db, batch, now)) held.add(key);
  }
}

async function pullOnce(db: LocalDb, userId: number, since: number): Promise<SyncChanges> {
  const feed = await call('syncChanges', { query: { since }, timeoutMs: requestTimeouts.syncMs });
  await db.transaction('rw', [db.ownPieces, db.savedPieces, db.rsvps, db.outbox, db.meta], async () => {
    const waiting = new Set((await db.outbox.toArray()).map(entityKey));
    if (since === 0) {
      // A full state: what this device holds of the user and the server no longer has goes.
      const current = new Set(feed.changes.filter((c) => c.entity === 'furniture').map((c) => c.id));
      await db.ownPieces.filter((l) => !current.has(l.id) && !waiting.has(`furniture:${l.id}`)).delete();
    }
    // Only the last change of each item counts; items with writes waiting keep the local copy.
    const latest = new Map<string, SyncChange>();
    for (const change of feed.changes)
      if (!waiting.has(entityKey({ entity: change.entity, entityId: change.id }))) latest.set(`${change.entity}:${change.id}`, change);
    const changes = [...latest.values()];
    const removed = (entity: SyncChange['entity']) => changes.flatMap((c) => (c.op === 'delete' && c.entity === entity ? [c.id] : []));
    const pieces = (entity: 'furniture' | 'favorite') => changes.flatMap((c) => (c.op === 'upsert' && c.entity === entity ? [c.data] : []));
    await db.ownPieces.bulkDelete(removed('furniture'));
    await db.ownPieces.bulkPut(pieces('furniture'));
    await db.rsvps.bulkDelete(removed('rsvp'));
    await db.rsvps.bulkPut(changes.flatMap((c) => (c.op === 'upsert' && c.entity === 'rsvp' ? [c.data] : [])));
    await db.savedPieces.bulkDelete(removed('favorite'));
    const favorites = pieces('favorite');
    const saved = await db.savedPieces.bulkGet(favorites.map((f) => f.id));
    await db.savedPieces.bulkPut(favorites.map((f, i) => ({ ...f, savedAt: saved[i]?.savedAt ?? f.updatedAt })));
    await db.meta.put({ key: 'pull', userId, sequence: feed.sequence, lastSyncedAt: new Date().toISOString() });
  });
  return feed;
}

/** Brings the user's own pieces, saved pieces and RSVPs here: everything the first time, then the changes since the last pull. */
export async function pullChanges(db: LocalDb): Promise<void> {
  const userId = await signedInUserId(db);
  if (userId === null) return;
  const last = await db.meta.get('pull');
  let since = last?.userId === userId ? (last.sequence ?? 0) : 0;
  for (;;) {
    const feed = await pullOnce(db, userId, since);
    if (!feed.more) return;
    since = feed.sequence;
  }
}

let followUp: Promise<void> | undefined;

/**
 * One replay: send what waits, then pull; one tab (or the service worker) at a time where Web Locks
 * exist. A call while another replay runs waits for it and then runs once more (callers waiting
 * meanwhile share that run), so what it was asked for (a user who just signed in) is not skipped.
 */
export async function syncNow(db: LocalDb): Promise<void> {
  const run = async () => {
    await sendOutbox(db);
    await pullChanges(db);
  };
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return run();
  const ran = await navigator.locks.request('stagehouse-sync', { ifAvailable: true }, async (lock) => {
    if (lock) await run();
    return lock !== null;
  });
  if (ran) return;
  followUp ??= navigator.locks.request('stagehouse-sync', () => {
    followUp = undefined;
    return run();
  });
  await followUp;
}
