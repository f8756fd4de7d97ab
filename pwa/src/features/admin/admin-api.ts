import { limits, timing } from '@stagehouse/shared/limits';
import { maxPageSize, type PageInfo } from '@stagehouse/shared/page.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** Every back-office read starts with `all`: an admin write refreshes them all. */
export const adminKeys = {
  all: ['admin'] as const,
  of: (key: string, ...params: Record<string, string>[]) => ['admin', key, ...params] as const,
};

const analytics = <T>(key: string, read: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({
    queryKey: adminKeys.of(key),
    queryFn: ({ signal }) => read(signal),
    staleTime: timing.analyticsCacheMs,
    gcTime: timing.analyticsCacheMs,
  });

/** A back-office read answered whole (settings, and the short lists of banners, releases, categories and tags): kept 2 minutes, refreshed after every admin write. */
const list = <T>(key: string, read: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({
    queryKey: adminKeys.of(key),
    queryFn: ({ signal }) => read(signal),
    staleTime: timing.adminListCacheMs,
    gcTime: timing.adminListCacheMs,
  });

export const adminQueries = {
  stats: analytics('dashboard-stats', (signal) => call('dashboardStats', { signal })),
  email: analytics('email-stats', (signal) => call('emailStats', { signal })),
  byZip: analytics('furniture-by-zip', (signal) => call('furnitureByZip', { signal })),
  byStager: analytics('furniture-by-stager', (signal) => call('furnitureByStager', { signal })),
  openHouses: analytics('open-houses-by-zip', (signal) => call('openHousesByZip', { signal })),
  featureToggles: list('feature-toggles', (signal) => call('featureToggles', { signal })),
  settings: list('settings', (signal) => call('settings', { signal })),
  demoData: list('demo-data', (signal) => call('demoData', { signal })),
  banners: list('banners', (signal) => call('banners', { signal })),
  releases: list('releases', (signal) => call('releases', { signal })),
  categories: list('categories', (signal) => call('categories', { signal })),
  bulkImport: (id: number) => list(`bulk-import-${id}`, (signal) => call('bulkImport', { params: { id }, signal })),
  tags: list('tags', (signal) => call('tags', { signal })),
};

type Filters = Record<string, string>;

/** A back-office list the server answers a page at a time: how a page is read, and where an answer keeps its rows. */
export interface PagedList<Answer extends PageInfo, Row> {
  key: string;
  read(query: Filters, signal?: AbortSignal): Promise<Answer>;
  rowsOf(answer: Answer): Row[];
}

const pagedList = <Answer extends PageInfo, Row>(
  key: string,
  read: (query: Filters, signal?: AbortSignal) => Promise<Answer>,
  rowsOf: (answer: Answer) => Row[],
): PagedList<Answer, Row> => ({ key, read, rowsOf });

export const adminLists = {
  users: pagedList(
    'users',
    (query, signal) => call('users', { query, signal }),
    (a) => a.users,
  ),
  billing: pagedList(
    'billing',
    (query, signal) => call('billing', { query, signal }),
    (a) => a.users,
  ),
  activity: pagedList(
    'activity',
    (query, signal) => call('activity', { query, signal }),
    (a) => a.users,
  ),
  pieces: pagedList(
    'furniture-listings',
    (query, signal) => call('adminListings', { query, signal }),
    (a) => a.listings,
  ),
  images: pagedList(
    'furniture-images',
    (query, signal) => call('adminImages', { query, signal }),
    (a) => a.images,
  ),
  identifiers: pagedList(
    'identifiers',
    (query, signal) => call('identifiers', { query, signal }),
    (a) => a.records,
  ),
  bulkImports: pagedList(
    'bulk-imports',
    (query, signal) => call('bulkImports', { query, signal }),
    (a) => a.imports,
  ),
  activityLog: pagedList(
    'activity-log',
    (query, signal) => call('activityLog', { query, signal }),
    (a) => a.entries,
  ),
  outgoingEmails: pagedList(
    'outgoing-emails',
    (query, signal) => call('outgoingEmails', { query, signal }),
    (a) => a.emails,
  ),
};

/** One page of a list with its filters: kept 2 minutes, refreshed after every admin write; the page shown stays until the next one arrives. */
export const pageQuery = <Answer extends PageInfo, Row>(list: PagedList<Answer, Row>, params: Filters) =>
  queryOptions({
    queryKey: adminKeys.of(list.key, params),
    queryFn: ({ signal }) => list.read(params, signal),
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
  params: Filters,
  onProgress: (arrived: number) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; rows.length < limits.adminExportMaxRows; page++) {
    const found = list.rowsOf(await list.read({ ...params, page: String(page), pageSize: String(maxPageSize) }));
    rows.push(...found);
    onProgress(Math.min(rows.length, limits.adminExportMaxRows));
    if (found.length < maxPageSize) break;
  }
  return rows.slice(0, limits.adminExportMaxRows);
}
