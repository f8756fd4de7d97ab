import { useState } from 'react';

/** A filter bar's values: set one, clear them all, and those given (not blank) as query parameters. */
export function useFilters<T extends Record<string, string>>(empty: T) {
  const [filters, setFilters] = useState(empty);
  return {
    filters,
    set: (key: keyof T) => (value: string) => setFilters((f) => ({ ...f, [key]: value })),
    clear: () => setFilters(empty),
    given: Object.fromEntries(Object.entries(filters).filter(([, v]) => v.trim() !== '')),
  };
}
