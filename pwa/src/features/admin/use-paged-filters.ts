import { useState } from 'react';
import { useDebounced } from '../../lib/use-debounced';

const searchPauseMs = 300;

/**
 * A paged list's filters and page: a change of filter goes back to the first page, and a search
 * is sent once typing pauses. `params` are the filters given (not blank); `pageParams` add the page.
 */
export function usePagedFilters<T extends Record<string, string>>(empty: T, pageSize: number) {
  const [filters, setFilters] = useState(empty);
  const [page, setPage] = useState(1);
  const search = useDebounced(filters.search ?? '', searchPauseMs);
  const params = Object.fromEntries(
    Object.entries({ ...filters, ...(filters.search === undefined ? {} : { search }) }).filter(([, v]) => v.trim() !== ''),
  );
  return {
    filters,
    set: (key: keyof T) => (value: string) => {
      setFilters((f) => ({ ...f, [key]: value }));
      setPage(1);
    },
    clear: () => {
      setFilters(empty);
      setPage(1);
    },
    params,
    pageParams: { ...params, page: String(page), pageSize: String(pageSize) },
    setPage,
  };
}
