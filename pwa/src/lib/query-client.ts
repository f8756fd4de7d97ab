import { QueryClient } from '@tanstack/react-query';

/** Never stale, no refetch on focus, no polling, no retries: the spec's conventions for fetched data. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
