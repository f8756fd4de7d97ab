import type { Table } from 'dexie';
import { useAuthStore } from './auth-store';
import { onLiveChange } from './live-updates';
import { localDb, type LocalDb, type OutboxEntry } from './local-db';
import { markOutboxWaiting } from './outbox-flag';
import { backgroundSyncTag } from './outbox-tag';

export type NewOutboxEntry = Pick<OutboxEntry, 'entity' | 'entityId' | 'method' | 'url' | 'label'> &
  Partial<Pick<OutboxEntry, 'id' | 'body' | 'baseVersion' | 'requestToken'>>;

/** Queues a write for the signed-in user (or for anyone: an RSVP); call inside the Dexie transaction that writes the local copy. */
export async function enqueue(entry: NewOutboxEntry, db: LocalDb = localDb): Promise<OutboxEntry> {
  const queued: OutboxEntry = {
    ...entry,
    id: entry.id ?? crypto.randomUUID(),
    userId: entry.entity === 'rsvp' ? null : (useAuthStore.getState().user?.id ?? null),
    createdAt: new Date().toISOString(),
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
  };
  await db.outbox.add(queued);
  markOutboxWaiting(true);
  return queued;
}

/** After a replay: 'sent' once the server took the write, 'queued' while it waits; a refused one is taken back by `takeBack`, and its reason thrown. */
async function outcomeOf(id: string, refusedMessage: string, takeBack: () => Promise<unknown>): Promise<'sent' | 'queued'> {
  const entry = await localDb.outbox.get(id);
  if (!entry) return 'sent';
  if (entry.status !== 'pending') {
    await takeBack();
    throw new Error(entry.error ?? refusedMessage);
  }
  return 'queued';
}

/**
 * Stores a new record on this device and queues its POST in one transaction, then sends it if online: 'sent', or
 * 'queued' until the connection returns. A record the server refuses is taken back, and its reason thrown.
 */
export async function createOnDeviceFirst<T, Insert>(
  table: Table<T, string, Insert>,
  record: Insert & { id: string },
  post: Omit<NewOutboxEntry, 'id' | 'entityId' | 'method'>,
  refusedMessage: string,
): Promise<'sent' | 'queued'> {
  const { id } = record;
  await localDb.transaction('rw', table, localDb.outbox, async () => {
    await table.put(record);
    await enqueue({ ...post, id, entityId: id, method: 'POST' });
  });
  await requestReplay();
  return outcomeOf(id, refusedMessage, () =>
    localDb.transaction('rw', table, localDb.outbox, async () => {
      await localDb.outbox.delete(id);
      await table.delete(id);
    }),
  );
}

/**
 * Queues a write whose only copy on this device is its outbox entry (its id the Idempotency-Key, made once when the user
 * acts), then sends it if online: 'sent', or 'queued' until the connection returns. One the server refuses is dropped, and its reason thrown.
 */
export async function queueAndSend(entry: Omit<NewOutboxEntry, 'id'>, refusedMessage: string): Promise<'sent' | 'queued'> {
  const { id } = await enqueue(entry);
  await requestReplay();
  return outcomeOf(id, refusedMessage, () => localDb.outbox.delete(id));
}

/** Asks the service worker to replay when the connection returns, even with the app closed (where the browser has Background Sync). */
async function registerBackgroundSync() {
  const registration = await navigator.serviceWorker?.getRegistration();
  if (registration && 'sync' in registration)
    await (registration.sync as { register(tag: string): Promise<void> }).register(backgroundSyncTag).catch(() => undefined);
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** Replays now when online, then again when the earliest retry falls due; answers whether a full pass (send and pull) ran. */
export async function requestReplay(db: LocalDb = localDb): Promise<boolean> {
  const userId = useAuthStore.getState().user?.id ?? null;
  await db.meta.put({ key: 'session', userId });
  // The sender loads when something is sent: a page that only queues (a heart, an RSVP) does not download it.
  const synced =
    navigator.onLine &&
    (await import('./sync-engine')
      .then(({ syncNow }) => syncNow(db))
      .then(
        () => true,
        () => false,
      ));
  const waiting = await db.outbox.toArray();
  markOutboxWaiting(waiting.length > 0);
  const due = waiting.filter((e) => e.status === 'pending' && (e.userId === null || e.userId === userId)).map((e) => e.nextAttemptAt);
  clearTimeout(timer);
  if (due.length > 0 && !navigator.onLine) await registerBackgroundSync();
  else if (due.length > 0) timer = setTimeout(() => void requestReplay(db), Math.max(0, Math.min(...due) - Date.now()) + 50);
  return synced;
}

/** Replays (and pulls) at start, when the connection returns, when the page becomes visible, when the server says something of the user's changed, and when the service worker asks. */
export function startOutboxReplay(db: LocalDb = localDb): () => void {
  const replay = () => void requestReplay(db).catch(() => undefined);
  const onVisible = () => {
    if (document.visibilityState === 'visible') replay();
  };
  window.addEventListener('online', replay);
  document.addEventListener('visibilitychange', onVisible);
  const stopLive = onLiveChange((scope) => scope === 'mine' && replay());
  replay();
  return () => {
    stopLive();
    clearTimeout(timer);
    window.removeEventListener('online', replay);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
