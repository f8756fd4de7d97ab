import { apiPaths } from '@stagehouse/shared/api-paths';
import type { SessionAnswer } from '@stagehouse/shared/user.schema';
import { useEffect } from 'react';
import { getJson } from '../lib/api';
import { useAuthStore } from '../lib/auth-store';
import { firstPageShown } from '../lib/hydration';
import { forgetUserData } from '../lib/user-data';

/**
 * Asks the server who is signed in; nobody clears the cached user, a network error keeps it (offline).
 * It asks once the first page has shown: a page that hydrates is drawn for the user it was opened with.
 */
export function useSessionRestore(): void {
  useEffect(() => {
    const controller = new AbortController();
    firstPageShown
      .then(() => getJson<SessionAnswer>(apiPaths.session, { signal: controller.signal }))
      .then((answer) => {
        const { signIn, signOut } = useAuthStore.getState();
        if (answer.user) signIn(answer.user);
        else if (useAuthStore.getState().user) {
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
