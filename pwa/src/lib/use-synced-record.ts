import { useEffect, useState } from 'react';
import { ApiError } from './api';
import { useCurrentUser } from './auth-store';
import { onLiveChange } from './live-updates';

export type SyncState = 'loading' | 'ready' | 'not-found' | 'offline' | 'error';

interface SyncedRecordSource<T> {
  /** Which record: a new key reads again. */
  key: string;
  /** The copy this device keeps: undefined until IndexedDB answers, null when it holds none. */
  local: T | null | undefined;
  /** The answer the server rendered the page with (useServerData): kept on the device instead of asking again. */
  seed: T | null | undefined;
  fetch(): Promise<T>;
  keep(record: T): Promise<void>;
  forget(): Promise<void>;
}

type Remote = 'done' | 'not-found' | 'failed' | 'pending';

/**
 * Reads a record kept in IndexedDB and refreshes it from the server, and again whenever the server
 * says what buyers see changed: the local copy shows at once (also offline); a 404 removes it.
 * A server-drawn page's answer is what a signed-out visitor reads: a signed-in user asks again with
 * their own session (an owner reads their draft, which visitors do not find).
 */
export function useSyncedRecord<T>({ key, local, seed, fetch, keep, forget }: SyncedRecordSource<T>): {
  record: T | null;
  state: SyncState;
} {
  const [remote, setRemote] = useState<{ key: string; state: Remote }>(() => ({
    key,
    state: seed === null ? 'not-found' : seed ? 'done' : 'pending',
  }));
  const refresh = () => fetch().then(keep);
  const signedIn = useCurrentUser() !== null;
  useEffect(() => {
    const visitorsAnswer = signedIn ? undefined : seed;
    if (visitorsAnswer === null) {
      void forget();
      return;
    }
    let active = true;
    const settled = (state: Remote) => active && setRemote({ key, state });
    (visitorsAnswer ? keep(visitorsAnswer) : refresh())
      .then(() => settled('done'))
      .catch(async (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) {
          await forget();
          settled('not-found');
        } else settled('failed');
      });
    return () => {
      active = false;
    };
    // fetch, keep and forget are rebuilt each render, and the seed belongs to the key: the key (and who reads) says when to read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, signedIn]);
  useEffect(
    () =>
      onLiveChange((scope) => {
        if (scope === 'public') void refresh().catch(() => undefined);
      }),
    // As above: the key says what to refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const remoteState = remote.key === key ? remote.state : 'pending';
  if (remoteState === 'not-found') return { record: null, state: 'not-found' };
  const record = local ?? seed ?? null;
  if (record) return { record, state: 'ready' };
  if (local === undefined || remoteState === 'pending') return { record, state: 'loading' };
  if (remoteState === 'failed') return { record, state: navigator.onLine ? 'error' : 'offline' };
  return { record, state: 'not-found' };
}
