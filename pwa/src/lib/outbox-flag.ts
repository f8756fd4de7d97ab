/** Whether writes wait in the outbox, kept where the shell can read it without loading IndexedDB. */
const key = 'stagehouse-outbox-waiting';

export function markOutboxWaiting(waiting: boolean): void {
  if (waiting) localStorage.setItem(key, '1');
  else localStorage.removeItem(key);
}

export const outboxMayBeWaiting = (): boolean => localStorage.getItem(key) !== null;
