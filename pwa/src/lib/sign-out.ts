import { apiPaths } from '@stagehouse/shared/api-paths';
import { apiRequest } from './api';
import { useAuthStore } from './auth-store';
import { forgetUserData } from './user-data';

/** Ends the server session when reachable, and always the local one, with any cached answers and own listings. */
export async function signOut(): Promise<void> {
  await apiRequest('POST', apiPaths.logout).catch(() => undefined);
  useAuthStore.getState().signOut();
  const { queryClient } = await import('./query-client');
  queryClient.clear();
  await forgetUserData();
}
