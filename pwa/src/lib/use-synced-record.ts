import { useEffect, useState } from 'react';
import { ApiError } from './api';
import { onLiveChange } from './live-updates';

export type SyncState = 'loading' | 'ready' | 'not-found' | 'offline' | 'error';

/**
 * Reads a record kept in IndexedDB and refreshes it from the server, and again whenever the server
 * says what buyers see changed: the local copy shows at once (also offline); a 404 removes it.
 */
export const useSyncedRecord = <T,>(local: T | undefined | null, localLoaded: boolean, refresh: () => Promise<void>, forget: () => Promise<void>, key: string): SyncState => {
  const [remote, setRemote] = useState<{ key: string; state: 'done' | 'not-found' | 'failed' | 'pending' }>({ key, state: 'pending' });
  useEffect(() => {
    let active = true;
    refresh()
      .then(() => active && setRemote({ key, state: 'done' }))
      .catch(async (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) {
          await forget();
          if (active) setRemote({ key, state: 'not-found' });
        } else if (active) setRemote({ key, state: 'failed' });
      });
    return () => {
      active = false;
    };
    // refresh and forget are rebuilt each render; the key says when to fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  useEffect(
    () =>
      onLiveChange((scope) => {
        if (scope === 'public') void refresh().catch(() => undefined);
      }),
    // As above: the key says what to refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const state = remote.key === key ? remote.state : 'pending';
  if (state === 'not-found') return 'not-found';
  if (local) return 'ready';
  if (!localLoaded || state === 'pending') return 'loading';
  if (state === 'failed') return navigator.onLine ? 'error' : 'offline';
  return 'not-found';
};
