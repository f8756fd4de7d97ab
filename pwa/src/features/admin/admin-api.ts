import { apiPaths } from '@stagehouse/shared/api-paths';
import type {
  ActivityAnswer,
  ActivityLogAnswer,
  AdminImagesAnswer,
  AdminListingsAnswer,
  AdminSettings,
  AdminStats,
  AdminUsersAnswer,
  Banner,
  BillingAnswer,
  BulkImport,
  BulkImportsAnswer,
  Category,
  EmailStats,
  FeatureToggle,
  FurnitureByStager,
  FurnitureByZip,
  IdentifiersAnswer,
  OpenHousesByZip,
  OutgoingEmailsAnswer,
  Release,
  SeedCounts,
  Tag,
} from '@stagehouse/shared/admin.schema';
import { limits, timing } from '@stagehouse/shared/limits';
import { maxPageSize, type PageInfo } from '@stagehouse/shared/page.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getJson } from '../../lib/api';

/** Every back-office read starts with `all`: an admin write refreshes them all. */
export const adminKeys = {
  all: ['admin'] as const,
  of: (key: string, ...params: Record<string, string>[]) => ['admin', key, ...params] as const,
};

const analytics = <T>(key: string, path: string) =>
  queryOptions({
    queryKey: adminKeys.of(key),
    queryFn: ({ signal }) => getJson<T>(path, { signal }),
    staleTime: timing.analyticsCacheMs,
    gcTime: timing.analyticsCacheMs,
  });

/** A back-office read answered whole (settings, and the short lists of banners, releases, categories and tags): kept 2 minutes, refreshed after every admin write. */
const list = <T>(key: string, path: string) =>
  queryOptions({
    queryKey: adminKeys.of(key),
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
  featureToggles: list<FeatureToggle[]>('feature-toggles', apiPaths.admin.featureToggles),
  settings: list<AdminSettings>('settings', apiPaths.admin.settings),
  demoData: list<SeedCounts>('demo-data', apiPaths.admin.demoData),
  banners: list<Banner[]>('banners', apiPaths.admin.banners),
  releases: list<Release[]>('releases', apiPaths.admin.releases),
  categories: list<Category[]>('categories', apiPaths.admin.categories),
  bulkImport: (id: number) => list<BulkImport>(`bulk-import-${id}`, apiPaths.admin.bulkImport(id)),
  tags: list<Tag[]>('tags', apiPaths.admin.tags),
};

/** A back-office list the server answers a page at a time: where it is read, and where an answer keeps its rows. */
export interface PagedList<Answer extends PageInfo, Row> {
  key: string;
  path: string;
  rowsOf(answer: Answer): Row[];
}

const pagedList = <Answer extends PageInfo, Row>(key: string, path: string, rowsOf: (answer: Answer) => Row[]): PagedList<Answer, Row> => ({
  key,
  path,
  rowsOf,
});

export const adminLists = {
  users: pagedList('users', apiPaths.admin.users, (a: AdminUsersAnswer) => a.users),
  billing: pagedList('billing', apiPaths.admin.billing, (a: BillingAnswer) => a.users),
  activity: pagedList('activity', apiPaths.admin.activity, (a: ActivityAnswer) => a.users),
  listings: pagedList('furniture-listings', apiPaths.admin.furnitureListings, (a: AdminListingsAnswer) => a.listings),
  images: pagedList('furniture-images', apiPaths.admin.furnitureImages, (a: AdminImagesAnswer) => a.images),
  identifiers: pagedList('identifiers', apiPaths.admin.identifiers, (a: IdentifiersAnswer) => a.records),
  bulkImports: pagedList('bulk-imports', apiPaths.admin.bulkImports, (a: BulkImportsAnswer) => a.imports),
  activityLog: pagedList('activity-log', apiPaths.admin.activityLog, (a: ActivityLogAnswer) => a.entries),
  outgoingEmails: pagedList('outgoing-emails', apiPaths.admin.outgoingEmails, (a: OutgoingEmailsAnswer) => a.emails),
};

const urlOf = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;

/** One page of a list with its filters: kept 2 minutes, refreshed after every admin write; the page shown stays until the next one arrives. */
export const pageQuery = <Answer extends PageInfo, Row>(list: PagedList<Answer, Row>, params: Record<string, string>) =>
  queryOptions({
    queryKey: adminKeys.of(list.key, params),
    queryFn: ({ signal }) => getJson<Answer>(urlOf(list.path, params), { signal }),
    staleTime: timing.adminListCacheMs,
    gcTime: timing.adminListCacheMs,
    placeholderData: keepPreviousData,
  });

/**
 * Every row of a list with its filters, read a page of the most rows at a time, at most
 * `limits.adminExportMaxRows` of them; `onProgress` hears how many have arrived.
 */
export async function everyRow<Answer extends PageInfo, Row>(
  list: PagedList<Answer, Row>,
  params: Record<string, string>,
  onProgress: (arrived: number) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; rows.length < limits.adminExportMaxRows; page++) {
    const found = list.rowsOf(await getJson<Answer>(urlOf(list.path, { ...params, page: String(page), pageSize: String(maxPageSize) })));
    rows.push(...found);
    onProgress(Math.min(rows.length, limits.adminExportMaxRows));
    if (found.length < maxPageSize) break;
  }
  return rows.slice(0, limits.adminExportMaxRows);
}
