import { Box, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ResponsiveTable } from '../../components/responsive-table';
import { ExportCsvButton, type RowSource } from './export-csv-button';

type CsvValue = string | number | null;

/** A column shows `value` and exports it as is, or shows `cell` and exports `csv`. */
export type AdminColumn<T> = { header: string } & ({ value(row: T): CsvValue } | { cell(row: T): ReactNode; csv(row: T): CsvValue });

const cellOf = <T,>(column: AdminColumn<T>) => ('value' in column ? column.value : column.cell);
const csvOf = <T,>(column: AdminColumn<T>) => ('value' in column ? column.value : column.csv);

export interface AdminTableProps<T> {
  rows: T[];
  columns: AdminColumn<T>[];
  fileName: string;
  empty: string;
  label: string;
  /** Every row of a list `rows` is one page of, for the export; without it the export holds `rows`. */
  everyRow?: RowSource<T>;
}

/** A back-office table that can be exported as CSV; on a phone each row is a card of its cells. */
export function AdminTable<T>({ rows, columns, fileName, empty, label, everyRow }: AdminTableProps<T>) {
  return (
    <Box>
      <HStack justify="end" mb="2">
        <ExportCsvButton
          fileName={fileName}
          rows={everyRow ?? { count: rows.length, fetch: () => Promise.resolve(rows) }}
          record={(r) => Object.fromEntries(columns.map((c) => [c.header, csvOf(c)(r)]))}
        />
      </HStack>
      {rows.length === 0 ? (
        <Text py="6" textAlign="center" fontWeight="semibold">
          {empty}
        </Text>
      ) : (
        <ResponsiveTable
          label={label}
          rows={rows}
          rowKey={(_row, index) => index}
          columns={columns.map((c) => ({ label: c.header, cell: cellOf(c) }))}
        />
      )}
    </Box>
  );
}
