import { apiPaths } from '@stagehouse/shared/api-paths';
import type { Furniture } from '@stagehouse/shared/furniture.schema';
import type { CreatedRequest } from '@stagehouse/shared/purchase-request.schema';
import type { Rsvp } from '@stagehouse/shared/rsvp.schema';
import type { SyncChanges } from '@stagehouse/shared/sync.schema';
import { ApiError, apiRequest, getJson } from './api';
import type { LocalDb, OutboxEntry } from './local-db';
import { uploadQueuedPhoto } from './photo-upload';

// Runs in pages and in the service worker (Background Sync): no window, DOM or localStorage here.

const firstDelayMs = 1000;
const maxDelayMs = 5 * 60 * 1000;

/** 1 s doubling to 5 min, with jitter so that many devices do not retry in step. */
export const backoffMs = (attempts: number, random = Math.random()): number => {
  const base = Math.min(maxDelayMs, firstDelayMs * 2 ** (attempts - 1));
  return base / 2 + random * (base / 2);
};

const isRetryable = (error: unknown) => !(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429;

const entityKey = (entry: Pick<OutboxEntry, 'entity' | 'entityId'>) => `${entry.entity}:${entry.entityId}`;

const laterEntriesOf = (db: LocalDb, entry: OutboxEntry) =>
  db.outbox
    .where('[entity+entityId]')
    .equals([entry.entity, entry.entityId])
    .filter((e) => e.id !== entry.id);

const signedInUserId = async (db: LocalDb): Promise<number | null> => (await db.meta.get('session'))?.userId ?? null;

/** Photos first (each path kept on the entry as soon as it is uploaded, so a retry never uploads twice). */
const uploadPhotosOf = async (db: LocalDb, entry: OutboxEntry): Promise<Record<string, unknown> | undefined> => {
  let body = entry.body;
  const photos = [...(entry.photos ?? [])];
  while (photos.length > 0) {
    const path = await uploadQueuedPhoto(photos[0]!.blob);
    photos.shift();
    const images = Array.isArray(body?.images) ? (body.images as string[]) : [];
    body = { ...body, images: [...images, path] };
    await db.outbox.update(entry.id, { body, photos });
  }
  return body;
};

/** The server took the write: forget the entry and keep the server's row, or rebase later edits of the same listing on it. */
const settle = async (db: LocalDb, entry: OutboxEntry, response: Response) => {
  const row = entry.entity === 'furniture' && entry.method !== 'DELETE' ? ((await response.json()) as Furniture) : null;
  const rsvp = entry.entity === 'rsvp' ? ((await response.json()) as { rsvp: Rsvp }).rsvp : null;
  const asked = entry.entity === 'request' ? ((await response.json()) as CreatedRequest) : null;
  await db.transaction('rw', [db.outbox, db.listings, db.rsvps, db.requests], async () => {
    await db.outbox.delete(entry.id);
    if (asked) await db.requests.put({ ...asked.request, accessToken: asked.accessToken });
    if (rsvp) {
      // An earlier RSVP with the same email answers instead of the new one.
      if (rsvp.id !== entry.entityId) await db.rsvps.delete(entry.entityId);
      await db.rsvps.put(rsvp);
    }
    if (!row) return;
    const later = await laterEntriesOf(db, entry).toArray();
    if (later.length === 0) {
      await db.listings.put(row);
      return;
    }
    await laterEntriesOf(db, entry).modify({ baseVersion: row.version });
    await db.listings.update(row.id, { version: row.version });
  });
};

const conflictOf = (error: unknown): Furniture | null => {
  if (!(error instanceof ApiError) || error.status !== 412) return null;
  try {
    return (JSON.parse(error.bodyText) as { current?: Furniture }).current ?? null;
  } catch {
    return null;
  }
};

const sendEntry = async (db: LocalDb, entry: OutboxEntry, now: number): Promise<boolean> => {
  try {
    const body = await uploadPhotosOf(db, entry);
    const headers: Record<string, string> = { 'Idempotency-Key': entry.id };
    if (entry.baseVersion !== undefined) headers['If-Match'] = `"${entry.baseVersion}"`;
    const response = await apiRequest(entry.method, entry.url, body, { headers });
    await settle(db, entry, response);
    return true;
  } catch (error) {
    const attempts = entry.attempts + 1;
    const theirs = conflictOf(error);
    if (theirs) {
      await db.outbox.update(entry.id, { attempts, status: 'conflict', theirs, error: (error as ApiError).serverMessage });
    } else if (isRetryable(error)) {
      await db.outbox.update(entry.id, { attempts, nextAttemptAt: now + backoffMs(attempts), error: error instanceof Error ? error.message : String(error) });
    } else {
      await db.outbox.update(entry.id, { attempts, status: 'attention', error: error instanceof ApiError ? error.serverMessage : String(error) });
    }
    return false;
  }
}

/**
 * Sends waiting writes oldest first, in order per entity: an entry that fails holds back the later
 * entries of its entity only. Entries of another user wait until that user signs in again.
 */
export const sendOutbox = async (db: LocalDb, now = Date.now()): Promise<void> => {
  const userId = await signedInUserId(db);
  const held = new Set<string>();
  for (const { id } of await db.outbox.orderBy('createdAt').toArray()) {
    // Read again: an earlier send may have rebased this entry or taken it away.
    const entry = await db.outbox.get(id);
    if (!entry) continue;
    const key = entityKey(entry);
    if (held.has(key)) continue;
    const sendable = entry.status === 'pending' && entry.nextAttemptAt <= now && (entry.userId === null || entry.userId === userId);
    if (!sendable || !(await sendEntry(db, entry, now))) held.add(key);
  }
};

const pullOnce = async (db: LocalDb, userId: number, since: number): Promise<SyncChanges> => {
  const feed = await getJson<SyncChanges>(`${apiPaths.syncChanges}?since=${since}`);
  await db.transaction('rw', [db.listings, db.cart, db.rsvps, db.outbox, db.meta], async () => {
    const waiting = new Set((await db.outbox.toArray()).map(entityKey));
    if (since === 0) {
      // A full state: what this device holds of the user and the server no longer has goes.
      const current = new Set(feed.changes.filter((c) => c.entity === 'furniture').map((c) => c.id));
      await db.listings.filter((l) => !current.has(l.id) && !waiting.has(`furniture:${l.id}`)).delete();
    }
    for (const change of feed.changes) {
      if (waiting.has(`${change.entity}:${change.id}`)) continue;
      if (change.entity === 'rsvp') {
        if (change.op === 'upsert') await db.rsvps.put(change.data);
        else await db.rsvps.delete(change.id);
      } else if (change.entity === 'furniture') {
        if (change.op === 'upsert') await db.listings.put(change.data);
        else await db.listings.delete(change.id);
      } else if (change.op === 'upsert') {
        const saved = await db.cart.get(change.id);
        await db.cart.put({ ...change.data, savedAt: saved?.savedAt ?? change.data.updatedAt });
      } else {
        await db.cart.delete(change.id);
      }
    }
    await db.meta.put({ key: 'pull', userId, sequence: feed.sequence, lastSyncedAt: new Date().toISOString() });
  });
  return feed;
};

/** Brings the user's own listings, saved pieces and RSVPs here: everything the first time, then the changes since the last pull. */
export const pullChanges = async (db: LocalDb): Promise<void> => {
  const userId = await signedInUserId(db);
  if (userId === null) return;
  const last = await db.meta.get('pull');
  let since = last?.userId === userId ? (last.sequence ?? 0) : 0;
  for (;;) {
    const feed = await pullOnce(db, userId, since);
    if (!feed.more) return;
    since = feed.sequence;
  }
};

/** One replay: send what waits, then pull; one tab (or the service worker) at a time where Web Locks exist. */
export const syncNow = async (db: LocalDb): Promise<void> => {
  const run = async () => {
    await sendOutbox(db);
    await pullChanges(db);
  };
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    await navigator.locks.request('stagehouse-sync', { ifAvailable: true }, async (lock) => {
      if (lock) await run();
    });
  } else {
    await run();
  }
};
