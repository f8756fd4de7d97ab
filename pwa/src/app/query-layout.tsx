import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { queryClient } from '../lib/query-client';

/** Online-only screens (companies, back office) read through TanStack Query, loaded with them. */
export const QueryLayout = () => (
  <QueryClientProvider client={queryClient}>
    <Outlet />
  </QueryClientProvider>
);
