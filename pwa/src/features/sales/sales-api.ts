import { apiPaths } from '@stagehouse/shared/api-paths';
import type { SalesAnalytics } from '@stagehouse/shared/furniture.schema';
import { timing } from '@stagehouse/shared/limits';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../lib/api';

export const salesAnalyticsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['analytics', 'sales', userId],
    queryFn: ({ signal }) => getJson<SalesAnalytics>(apiPaths.salesAnalytics(userId), { signal }),
    staleTime: timing.analyticsCacheMs,
    gcTime: timing.analyticsCacheMs,
  });
