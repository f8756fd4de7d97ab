import { Stack } from '@chakra-ui/react';
import type { PageInfo } from '@stagehouse/shared/page.schema';
import { everyRow, type PagedList } from './admin-api';
import { AdminTable, type AdminTableProps } from './admin-table';
import { type Noun, Pager } from './pager';

interface PagedTableProps<Answer extends PageInfo, Row> extends Omit<AdminTableProps<Row>, 'rows' | 'everyRow'> {
  list: PagedList<Answer, Row>;
  /** The filters the page was read with: the export reads every page with them. */
  filters: Record<string, string>;
  answer: Answer;
  noun: Noun;
  onPage(page: number): void;
}

/** One page of a back-office list as a table, the pager above it; its export holds every row with the filters. */
export function PagedTable<Answer extends PageInfo, Row>({ list, filters, answer, noun, onPage, ...table }: PagedTableProps<Answer, Row>) {
  return (
    <Stack gap="2">
      <Pager info={answer} noun={noun} onPage={onPage} />
      <AdminTable
        {...table}
        rows={list.rowsOf(answer)}
        everyRow={{ count: answer.total, fetch: (onProgress) => everyRow(list, filters, onProgress) }}
      />
    </Stack>
  );
}
