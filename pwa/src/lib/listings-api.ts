import { apiPaths } from '@stagehouse/shared/api-paths';
import type { Furniture, SalesAnalytics } from '@stagehouse/shared/furniture.schema';
import { queryOptions } from '@tanstack/react-query';
import { timing } from '@stagehouse/shared/limits';
import { getJson } from './api';

export const listingKeys = {
  owner: (userId: number) => ['furniture', 'owner', userId] as const,
  one: (id: string) => ['furniture', id] as const,
  sold: ['furniture', 'sold'] as const,
  analytics: (userId: number) => ['analytics', 'sales', userId] as const,
};

export const ownerFurnitureQuery = (userId: number) =>
  queryOptions({ queryKey: listingKeys.owner(userId), queryFn: ({ signal }) => getJson<Furniture[]>(apiPaths.ownerFurniture(userId), { signal }) });

export const furnitureQuery = (id: string) => queryOptions({ queryKey: listingKeys.one(id), queryFn: ({ signal }) => getJson<Furniture>(apiPaths.furnitureItem(id), { signal }) });

export const soldQuery = queryOptions({ queryKey: listingKeys.sold, queryFn: ({ signal }) => getJson<Furniture[]>(apiPaths.soldFurniture, { signal }) });

export const salesAnalyticsQuery = (userId: number) =>
  queryOptions({ queryKey: listingKeys.analytics(userId), queryFn: ({ signal }) => getJson<SalesAnalytics>(apiPaths.salesAnalytics(userId), { signal }), staleTime: timing.analyticsCacheMs, gcTime: timing.analyticsCacheMs });
