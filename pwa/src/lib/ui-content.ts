import { apiPaths } from '@stagehouse/shared/api-paths';
import type { UiContent } from '@stagehouse/shared/ui-content.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from './api';

export const uiContentQuery = (userId: number | null) =>
  queryOptions({
    queryKey: ['ui-content', userId],
    queryFn: ({ signal }) => getJson<UiContent>(apiPaths.uiContent, { signal }),
  });

export const useUiContent = (userId: number | null) => useQuery(uiContentQuery(userId));
