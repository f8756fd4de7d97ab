import { apiPaths } from '@stagehouse/shared/api-paths';
import { apiRequest } from './api';
import { useAuthStore } from './auth-store';
import { queryClient } from './query-client';

/** Ends the server session when reachable, and always the local one. */
export const signOut = async (): Promise<void> => {
  await apiRequest('POST', apiPaths.logout).catch(() => undefined);
  useAuthStore.getState().signOut();
  queryClient.clear();
};
