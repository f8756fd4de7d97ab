import { apiPaths } from '@stagehouse/shared/api-paths';
import type { CompaniesQuery, Company, CompanyLocations, CompanySummary } from '@stagehouse/shared/company.schema';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../lib/api';
import { sharedKeys } from '../../lib/query-keys';
import { companiesPath } from './companies-path';

export const companyKeys = {
  list: (q: CompaniesQuery) => ['companies', q] as const,
  locations: ['companies', 'locations'] as const,
  detail: (id: number) => [...sharedKeys.company, id] as const,
};

export const companiesQuery = (q: CompaniesQuery) =>
  queryOptions({
    queryKey: companyKeys.list(q),
    queryFn: ({ signal }) => getJson<CompanySummary[]>(companiesPath(q), { signal }),
    placeholderData: (previous) => previous,
  });

export const companyLocationsQuery = () =>
  queryOptions({
    queryKey: companyKeys.locations,
    queryFn: ({ signal }) => getJson<CompanyLocations>(apiPaths.companyLocations, { signal }),
  });

export const companyQuery = (id: number) =>
  queryOptions({ queryKey: companyKeys.detail(id), queryFn: ({ signal }) => getJson<Company>(apiPaths.company(id), { signal }) });
