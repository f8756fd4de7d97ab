import { apiPaths } from '@stagehouse/shared/api-paths';
import { useAuthStore } from './auth-store';
import { firstPageShown } from './hydration';
import { drawnPublicVersion } from './server-data';

/** What changed: something buyers see ('public'), or something of the signed-in user's ('mine'). */
export type LiveScope = 'public' | 'mine';

const lockName = 'stagehouse-live';
const firstRetryMs = 1000;
/** How long the first connection waits to hear the mark of public writes before it pulls anyway. */
const versionWaitMs = 2000;
const lastRetryMs = 60_000;

const listeners = new Set<(scope: LiveScope) => void>();
let started = false;
let reconnect: (() => void) | null = null;

function deliver(scope: LiveScope) {
  for (const listener of listeners) listener(scope);
}

/**
 * The one stream of this browser, reopened with backoff when it breaks. News sent while no stream was
 * open is lost, so every (re)connection pulls; but a page the server drew at the mark of public
 * writes the stream names on its first connection is up to date, and reads nothing again.
 */
function openStream(onPoke: (scope: LiveScope) => void) {
  let delay = firstRetryMs;
  let source: EventSource | null = null;
  let drawnAt = drawnPublicVersion();
  let waiting: ReturnType<typeof setTimeout> | undefined;
  const connect = () => {
    source?.close();
    source = new EventSource(apiPaths.syncEvents, { withCredentials: true });
    source.addEventListener('open', () => {
      delay = firstRetryMs;
      onPoke('mine');
      if (drawnAt === null) onPoke('public');
      else waiting = setTimeout(() => onPoke('public'), versionWaitMs);
    });
    source.addEventListener('version', (event) => {
      if (drawnAt === null) return;
      clearTimeout(waiting);
      if ((JSON.parse((event as MessageEvent<string>).data) as { public: string }).public !== drawnAt) onPoke('public');
      drawnAt = null;
    });
    source.addEventListener('changed', (event) => onPoke((JSON.parse((event as MessageEvent<string>).data) as { scope: LiveScope }).scope));
    source.addEventListener('error', () => {
      source?.close();
      clearTimeout(waiting);
      drawnAt = null;
      setTimeout(connect, delay);
      delay = Math.min(delay * 2, lastRetryMs);
    });
  };
  connect();
  reconnect = connect;
}

/**
 * One event stream per browser, opened as soon as the first page has shown (hydrated): news from
 * then on reaches it within a second, and opening pulls what changed since the page was drawn. The
 * tab that holds the lock keeps it open and tells the other tabs through a BroadcastChannel; when it
 * closes, another tab takes the lock and the stream.
 */
function start() {
  if (started || typeof EventSource === 'undefined') return;
  started = true;
  const others = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(lockName);
  others?.addEventListener('message', (event: MessageEvent<LiveScope>) => deliver(event.data));
  const lead = () =>
    new Promise<never>(() => {
      openStream((scope) => {
        deliver(scope);
        others?.postMessage(scope);
      });
    });
  const open = () => {
    if (typeof navigator.locks === 'undefined') return void lead();
    void navigator.locks.request(lockName, { ifAvailable: true }, (lock) => {
      if (lock) return lead();
      // Another tab holds the stream: this page catches up once, as opening the stream would have it.
      deliver('public');
      deliver('mine');
      return navigator.locks.request(lockName, lead);
    });
  };
  void firstPageShown.then(open);
  // Signing in or out opens the stream again, so it carries the user's own news (or stops).
  useAuthStore.subscribe((now, before) => {
    if (now.user?.id !== before.user?.id) reconnect?.();
  });
}

/** Calls `listener` each time the server says something changed; the data still comes through the API. */
export function onLiveChange(listener: (scope: LiveScope) => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
