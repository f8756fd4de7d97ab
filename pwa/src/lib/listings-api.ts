import { apiPaths } from '@stagehouse/shared/api-paths';
import type { Furniture, SalesAnalytics } from '@stagehouse/shared/furniture.schema';
import { queryOptions } from '@tanstack/react-query';
import { timing } from '@stagehouse/shared/limits';
import { getJson } from './api';

export const soldQuery = queryOptions({ queryKey: ['furniture', 'sold'], queryFn: ({ signal }) => getJson<Furniture[]>(apiPaths.soldFurniture, { signal }) });

export const salesAnalyticsQuery = (userId: number) =>
  queryOptions({ queryKey: ['analytics', 'sales', userId], queryFn: ({ signal }) => getJson<SalesAnalytics>(apiPaths.salesAnalytics(userId), { signal }), staleTime: timing.analyticsCacheMs, gcTime: timing.analyticsCacheMs });
