import type { OutboxEntry } from './local-db';

type Listener = (taken: [OutboxEntry, unknown][]) => void;

const listeners = new Set<Listener>();

/** Calls `listener` with each set of queued writes the server took (each with its answer) in this page; answers how to stop. */
export function onWritesTaken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the page's listeners (none in the service worker) which writes the server took. */
export function publishTaken(taken: [OutboxEntry, unknown][]): void {
  if (taken.length === 0) return;
  for (const listener of listeners) listener(taken);
}
