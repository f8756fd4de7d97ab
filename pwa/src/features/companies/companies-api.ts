import type { CompaniesQuery } from '@stagehouse/shared/company.schema';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { sharedKeys } from '../../lib/query-keys';
import { companiesFilters } from './companies-path';

export const companyKeys = {
  list: (q: CompaniesQuery) => ['companies', q] as const,
  locations: ['companies', 'locations'] as const,
  detail: (id: number) => [...sharedKeys.company, id] as const,
};

export const companiesQuery = (q: CompaniesQuery) =>
  queryOptions({
    queryKey: companyKeys.list(q),
    queryFn: ({ signal }) => call('companies', { query: companiesFilters(q), signal }),
    placeholderData: (previous) => previous,
  });

export const companyLocationsQuery = () =>
  queryOptions({
    queryKey: companyKeys.locations,
    queryFn: ({ signal }) => call('companyLocations', { signal }),
  });

export const companyQuery = (id: number) =>
  queryOptions({ queryKey: companyKeys.detail(id), queryFn: ({ signal }) => call('company', { params: { companyId: id }, signal }) });
