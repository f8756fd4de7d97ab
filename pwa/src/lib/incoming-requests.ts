import type { PurchaseRequest } from '@stagehouse/shared/purchase-request.schema';
import { useEffect, useSyncExternalStore } from 'react';
import { call } from './api';
import { onLiveChange } from './live-updates';

let waiting = 0;
const listeners = new Set<() => void>();
function publish(count: number) {
  waiting = count;
  for (const listener of listeners) listener();
}

/** The requests for the signed-in lister's pieces; the count of those waiting for an answer follows. */
export async function getIncomingRequests(): Promise<PurchaseRequest[]> {
  const requests = await call('incomingRequests');
  publish(requests.filter((r) => r.status === 'open').length);
  return requests;
}

/** How many requests wait for the lister's answer, read when the page changes and when the server says one came. */
export function useWaitingRequests(signedIn: boolean, page: string): number {
  useEffect(() => {
    if (signedIn && navigator.onLine) void getIncomingRequests().catch(() => undefined);
    if (!signedIn) publish(0);
  }, [signedIn, page]);
  useEffect(
    () => (signedIn ? onLiveChange((scope) => scope === 'mine' && void getIncomingRequests().catch(() => undefined)) : undefined),
    [signedIn],
  );
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => waiting,
    () => 0,
  );
}
