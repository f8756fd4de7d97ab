import { timing } from '@stagehouse/shared/limits';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { sharedKeys } from '../../lib/query-keys';

const salesKeys = {
  analytics: (userId: number) => [...sharedKeys.analytics, 'sales', userId] as const,
};

export const salesAnalyticsQuery = (userId: number) =>
  queryOptions({
    queryKey: salesKeys.analytics(userId),
    queryFn: ({ signal }) => call('salesAnalytics', { params: { userId }, signal }),
    staleTime: timing.analyticsCacheMs,
    gcTime: timing.analyticsCacheMs,
  });
