import { ApiError, apiRequest } from './api';
import { localDb, type LocalDb, type OutboxEntry } from './local-db';
import { syncLocalDrafts } from './drafts';
import { markOutboxWaiting } from './outbox-flag';

const firstDelayMs = 1000;
const maxDelayMs = 5 * 60 * 1000;

export type NewOutboxEntry = Pick<OutboxEntry, 'entity' | 'entityId' | 'method' | 'url' | 'body'> & { id?: string };

/** Queues a write; call inside the Dexie transaction that writes the local copy. */
export const enqueue = async (entry: NewOutboxEntry, db: LocalDb = localDb): Promise<OutboxEntry> => {
  const queued: OutboxEntry = {
    ...entry,
    id: entry.id ?? crypto.randomUUID(),
    createdAt: new Date().toISOString(),
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
  };
  await db.outbox.add(queued);
  markOutboxWaiting(true);
  return queued;
};

const backoff = (attempts: number) => {
  const base = Math.min(maxDelayMs, firstDelayMs * 2 ** (attempts - 1));
  return base / 2 + Math.random() * (base / 2);
};

const isRetryable = (error: unknown) => !(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429;

const sendEntries = async (db: LocalDb, now: number): Promise<void> => {
  const entries = await db.outbox.orderBy('createdAt').toArray();
  const blocked = new Set<string>();
  for (const entry of entries) {
    const key = `${entry.entity}:${entry.entityId}`;
    if (blocked.has(key)) continue;
    if (entry.status === 'attention' || entry.nextAttemptAt > now) {
      blocked.add(key);
      continue;
    }
    try {
      await apiRequest(entry.method, entry.url, entry.body, { headers: { 'Idempotency-Key': entry.id } });
      await db.outbox.delete(entry.id);
    } catch (error) {
      blocked.add(key);
      const attempts = entry.attempts + 1;
      if (isRetryable(error)) {
        await db.outbox.update(entry.id, { attempts, nextAttemptAt: now + backoff(attempts), error: error instanceof Error ? error.message : String(error) });
      } else {
        await db.outbox.update(entry.id, { attempts, status: 'attention', error: error instanceof ApiError ? error.serverMessage : String(error) });
      }
    }
  }
};

/** Sends waiting writes in order per entity; one tab at a time where the browser has Web Locks. */
export const replayOutbox = async (db: LocalDb = localDb): Promise<void> => {
  const run = () => sendEntries(db, Date.now());
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    await navigator.locks.request('stagehouse-outbox', { ifAvailable: true }, async (lock) => {
      if (lock) await run();
    });
  } else {
    await run();
  }
};

let timer: ReturnType<typeof setTimeout> | undefined;

/** Replays now when online, then again when the earliest retry falls due. */
export const requestReplay = async (db: LocalDb = localDb): Promise<void> => {
  if (!navigator.onLine) return;
  await replayOutbox(db);
  await syncLocalDrafts();
  const waiting = await db.outbox.toArray();
  markOutboxWaiting(waiting.length > 0 || (await db.drafts.count()) > 0);
  const next = waiting.filter((e) => e.status === 'pending').map((e) => e.nextAttemptAt);
  clearTimeout(timer);
  if (next.length > 0) timer = setTimeout(() => void requestReplay(db), Math.max(0, Math.min(...next) - Date.now()) + 50);
};

/** Replays at start, when the connection returns and when the page becomes visible. */
export const startOutboxReplay = (db: LocalDb = localDb): (() => void) => {
  const replay = () => void requestReplay(db);
  const onVisible = () => {
    if (document.visibilityState === 'visible') replay();
  };
  window.addEventListener('online', replay);
  document.addEventListener('visibilitychange', onVisible);
  replay();
  return () => {
    clearTimeout(timer);
    window.removeEventListener('online', replay);
    document.removeEventListener('visibilitychange', onVisible);
  };
};
