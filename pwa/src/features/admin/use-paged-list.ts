import type { PageInfo } from '@stagehouse/shared/page.schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebounced } from '../../lib/use-debounced';
import { pageQuery, type PagedList } from './admin-api';

const searchPauseMs = 300;

/**
 * One page of a back-office list with its filters: a change of filter goes back to the first page,
 * and a search is sent once typing pauses. `table` gives a page's answer what a `PagedTable` shows
 * it with.
 */
export function usePagedList<Answer extends PageInfo, Row, Filters extends Record<string, string>>(
  list: PagedList<Answer, Row>,
  empty: Filters,
  pageSize: number,
) {
  const [filters, setFilters] = useState(empty);
  const [page, setPage] = useState(1);
  const search = useDebounced(filters.search ?? '', searchPauseMs);
  const given = Object.fromEntries(
    Object.entries({ ...filters, ...(filters.search === undefined ? {} : { search }) }).filter(([, v]) => v.trim() !== ''),
  );
  const query = useQuery(pageQuery(list, { ...given, page: String(page), pageSize: String(pageSize) }));
  return {
    filters,
    set: (key: keyof Filters) => (value: string) => {
      setFilters((f) => ({ ...f, [key]: value }));
      setPage(1);
    },
    clear: () => {
      setFilters(empty);
      setPage(1);
    },
    query,
    setPage,
    table: (answer: Answer) => ({ list, filters: given, answer, onPage: setPage }),
  };
}
