import { Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { messageOf } from '../../lib/api';

/** A spinner while loading, the failure with its fallback, or the content. */
export function QueryState<T>({ query, fallback, children }: { query: UseQueryResult<T>; fallback: string; children(data: T): ReactNode }) {
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return (
      <Text role="alert" color="fg.error">
        {messageOf(query.error, fallback)}
      </Text>
    );
  }
  return children(query.data);
}
