import { signedInMark } from '@stagehouse/shared/signed-in-mark';
import { useEffect } from 'react';
import { call } from '../lib/api';
import { useAuthStore } from '../lib/auth-store';
import { firstPageShown } from '../lib/hydration';
import { forgetUserData } from '../lib/user-data';

const markedSignedIn = () => document.cookie.split('; ').some((cookie) => cookie.startsWith(`${signedInMark}=`));

/**
 * Asks the server who is signed in; nobody clears the cached user, a network error keeps it (offline).
 * It asks once the first page has shown: a page that hydrates is drawn for the user it was opened with.
 * A browser that remembers no user and carries no signed-in mark is a visitor's: nothing to ask.
 */
export function useSessionRestore(): void {
  useEffect(() => {
    const { user, markSessionChecked } = useAuthStore.getState();
    if (!user && !markedSignedIn()) {
      markSessionChecked();
      return;
    }
    const controller = new AbortController();
    firstPageShown
      .then(() => call('session', { signal: controller.signal }))
      .then((answer) => {
        const { user: remembered, signIn, signOut } = useAuthStore.getState();
        if (answer.user) {
          signIn(answer.user);
          return;
        }
        document.cookie = `${signedInMark}=; Max-Age=0; Path=/`;
        if (remembered) {
          signOut();
          void forgetUserData();
        }
      })
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) useAuthStore.getState().markSessionChecked();
      });
    return () => controller.abort();
  }, []);
}
