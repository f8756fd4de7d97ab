import type { CompaniesQuery } from '@stagehouse/shared/company.schema';

type CompaniesFilters = Partial<Record<'search' | 'type' | 'location' | 'sort', string>>;

/** The Browse Companies filters as the page's URL holds them, with the list's defaults. */
export const companiesQueryOf = (values: CompaniesFilters): CompaniesQuery => ({
  search: values.search,
  type: (values.type || 'all') as CompaniesQuery['type'],
  location: values.location,
  sort: (values.sort || 'featured') as CompaniesQuery['sort'],
});

/** The filters a query sends: blank ones left out, the search trimmed. */
export const companiesFilters = (query: CompaniesQuery): CompaniesQuery =>
  Object.fromEntries(Object.entries({ ...query, search: query.search?.trim() }).filter(([, value]) => value !== undefined && value !== ''));
