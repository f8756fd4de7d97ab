import { apiPaths } from '@stagehouse/shared/api-paths';
import type { CompaniesQuery } from '@stagehouse/shared/company.schema';

type CompaniesFilters = Partial<Record<'search' | 'type' | 'location' | 'sort', string>>;

/** The Browse Companies filters as the page's URL holds them, with the list's defaults. */
export const companiesQueryOf = (values: CompaniesFilters): CompaniesQuery => ({
  search: values.search,
  type: (values.type || 'all') as CompaniesQuery['type'],
  location: values.location,
  sort: (values.sort || 'featured') as CompaniesQuery['sort'],
});

/** The API path that lists the companies a query finds; blank filters are left out and the search is trimmed. */
export function companiesPath(query: CompaniesQuery): string {
  const filters = { ...query, search: query.search?.trim() };
  const params = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '') as [string, string][]);
  return `${apiPaths.companies}?${params}`;
}
