import { apiPaths } from '@stagehouse/shared/api-paths';
import { apiRequest } from './api';
import { useAuthStore } from './auth-store';

/** Ends the server session when reachable, and always the local one, with any cached answers. */
export const signOut = async (): Promise<void> => {
  await apiRequest('POST', apiPaths.logout).catch(() => undefined);
  useAuthStore.getState().signOut();
  const { queryClient } = await import('./query-client');
  queryClient.clear();
};
