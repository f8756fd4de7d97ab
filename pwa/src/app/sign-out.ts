import { call } from '../lib/api';
import { useAuthStore } from '../lib/auth-store';
import { forgetUserData } from '../lib/user-data';

/** Ends the server session when reachable, and always the local one, with any cached answers and own listings. */
export async function signOut(): Promise<void> {
  await call('logout').catch(() => undefined);
  useAuthStore.getState().signOut();
  const { queryClient } = await import('../lib/query-client');
  queryClient.clear();
  await forgetUserData();
}
