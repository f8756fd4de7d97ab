import { apiPaths } from '@stagehouse/shared/api-paths';
import type {
  ActivityAnswer,
  AdminStats,
  AdminUser,
  BillingAnswer,
  EmailStats,
  FurnitureByStager,
  FurnitureByZip,
  OpenHousesByZip,
} from '@stagehouse/shared/admin.schema';
import { timing } from '@stagehouse/shared/limits';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../lib/api';

const analytics = <T,>(key: string, path: string) =>
  queryOptions({ queryKey: ['admin', key], queryFn: ({ signal }) => getJson<T>(path, { signal }), staleTime: timing.analyticsCacheMs, gcTime: timing.analyticsCacheMs });

export const adminQueries = {
  stats: analytics<AdminStats>('dashboard-stats', apiPaths.admin.dashboardStats),
  email: analytics<EmailStats>('email-stats', apiPaths.admin.emailStats),
  byZip: analytics<FurnitureByZip[]>('furniture-by-zip', apiPaths.admin.furnitureByZip),
  byStager: analytics<FurnitureByStager[]>('furniture-by-stager', apiPaths.admin.furnitureByStager),
  openHouses: analytics<OpenHousesByZip[]>('open-houses-by-zip', apiPaths.admin.openHousesByZip),
  users: (params: Record<string, string>) =>
    queryOptions({
      queryKey: ['admin', 'users', params],
      queryFn: ({ signal }) => getJson<{ users: AdminUser[]; total: number; page: number; pageSize: number }>(`${apiPaths.admin.users}?${new URLSearchParams(params)}`, { signal }),
      staleTime: timing.adminListCacheMs,
      gcTime: timing.adminListCacheMs,
      placeholderData: (previous) => previous,
    }),
  billing: queryOptions({ queryKey: ['admin', 'billing'], queryFn: ({ signal }) => getJson<BillingAnswer>(apiPaths.admin.billing, { signal }), staleTime: timing.adminListCacheMs, gcTime: timing.adminListCacheMs }),
  activity: queryOptions({ queryKey: ['admin', 'activity'], queryFn: ({ signal }) => getJson<ActivityAnswer>(apiPaths.admin.activity, { signal }), staleTime: timing.adminListCacheMs, gcTime: timing.adminListCacheMs }),
};
