import { apiPaths } from '@stagehouse/shared/api-paths';
import type {
  ActivityAnswer,
  ActivityLogAnswer,
  AdminListing,
  AdminSettings,
  AdminStats,
  AdminUser,
  Banner,
  BillingAnswer,
  BulkImport,
  Category,
  EmailStats,
  FeatureToggle,
  FurnitureImage,
  FurnitureByStager,
  FurnitureByZip,
  OpenHousesByZip,
  OutgoingEmail,
  Release,
  SeedCounts,
  Tag,
} from '@stagehouse/shared/admin.schema';
import { timing } from '@stagehouse/shared/limits';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../lib/api';

const analytics = <T>(key: string, path: string) =>
  queryOptions({
    queryKey: ['admin', key],
    queryFn: ({ signal }) => getJson<T>(path, { signal }),
    staleTime: timing.analyticsCacheMs,
    gcTime: timing.analyticsCacheMs,
  });

/** A back-office list read: kept 2 minutes, refreshed after every admin write. */
const list = <T>(key: string, path: string) =>
  queryOptions({
    queryKey: ['admin', key],
    queryFn: ({ signal }) => getJson<T>(path, { signal }),
    staleTime: timing.adminListCacheMs,
    gcTime: timing.adminListCacheMs,
  });

export const adminQueries = {
  stats: analytics<AdminStats>('dashboard-stats', apiPaths.admin.dashboardStats),
  email: analytics<EmailStats>('email-stats', apiPaths.admin.emailStats),
  byZip: analytics<FurnitureByZip[]>('furniture-by-zip', apiPaths.admin.furnitureByZip),
  byStager: analytics<FurnitureByStager[]>('furniture-by-stager', apiPaths.admin.furnitureByStager),
  openHouses: analytics<OpenHousesByZip[]>('open-houses-by-zip', apiPaths.admin.openHousesByZip),
  users: (params: Record<string, string>) =>
    queryOptions({
      queryKey: ['admin', 'users', params],
      queryFn: ({ signal }) =>
        getJson<{ users: AdminUser[]; total: number; page: number; pageSize: number }>(
          `${apiPaths.admin.users}?${new URLSearchParams(params)}`,
          { signal },
        ),
      staleTime: timing.adminListCacheMs,
      gcTime: timing.adminListCacheMs,
      placeholderData: (previous) => previous,
    }),
  billing: queryOptions({
    queryKey: ['admin', 'billing'],
    queryFn: ({ signal }) => getJson<BillingAnswer>(apiPaths.admin.billing, { signal }),
    staleTime: timing.adminListCacheMs,
    gcTime: timing.adminListCacheMs,
  }),
  featureToggles: list<FeatureToggle[]>('feature-toggles', apiPaths.admin.featureToggles),
  settings: list<AdminSettings>('settings', apiPaths.admin.settings),
  demoData: list<SeedCounts>('demo-data', apiPaths.admin.demoData),
  bulkImports: list<BulkImport[]>('bulk-imports', apiPaths.admin.bulkImports),
  banners: list<Banner[]>('banners', apiPaths.admin.banners),
  releases: list<Release[]>('releases', apiPaths.admin.releases),
  categories: list<Category[]>('categories', apiPaths.admin.categories),
  tags: list<Tag[]>('tags', apiPaths.admin.tags),
  outgoingEmails: list<OutgoingEmail[]>('outgoing-emails', apiPaths.admin.outgoingEmails),
  activityLog: (params: Record<string, string>) =>
    queryOptions({
      queryKey: ['admin', 'activity-log', params],
      queryFn: ({ signal }) => getJson<ActivityLogAnswer>(`${apiPaths.admin.activityLog}?${new URLSearchParams(params)}`, { signal }),
      staleTime: timing.adminListCacheMs,
      gcTime: timing.adminListCacheMs,
      placeholderData: (previous) => previous,
    }),
  listings: (params: Record<string, string>) =>
    queryOptions({
      queryKey: ['admin', 'furniture-listings', params],
      queryFn: ({ signal }) =>
        getJson<{ listings: AdminListing[]; counts: Record<AdminListing['status'], number> }>(
          `${apiPaths.admin.furnitureListings}?${new URLSearchParams(params)}`,
          { signal },
        ),
      staleTime: timing.adminListCacheMs,
      gcTime: timing.adminListCacheMs,
      placeholderData: (previous) => previous,
    }),
  images: (listingId: string) =>
    queryOptions({
      queryKey: ['admin', 'furniture-images', listingId],
      queryFn: ({ signal }) =>
        getJson<{ images: FurnitureImage[]; stats: { total: number; featured: number; totalBytes: number; listings: number } }>(
          `${apiPaths.admin.furnitureImages}${listingId ? `?listingId=${encodeURIComponent(listingId)}` : ''}`,
          { signal },
        ),
      staleTime: timing.adminListCacheMs,
      gcTime: timing.adminListCacheMs,
    }),
  activity: queryOptions({
    queryKey: ['admin', 'activity'],
    queryFn: ({ signal }) => getJson<ActivityAnswer>(apiPaths.admin.activity, { signal }),
    staleTime: timing.adminListCacheMs,
    gcTime: timing.adminListCacheMs,
  }),
};
