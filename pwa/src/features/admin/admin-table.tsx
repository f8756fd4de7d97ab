import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { downloadCsv } from './csv';

export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
  csv(row: T): string | number | null;
}

/** A back-office table that can be exported as CSV. */
export const AdminTable = <T,>({
  rows,
  columns,
  fileName,
  empty,
  label,
}: {
  rows: T[];
  columns: Column<T>[];
  fileName: string;
  empty: string;
  label: string;
}) => (
  <Box>
    <HStack justify="end" mb="2">
      <Button
        size="xs"
        variant="outline"
        disabled={rows.length === 0}
        onClick={() =>
          downloadCsv(
            fileName,
            rows.map((r) => Object.fromEntries(columns.map((c) => [c.header, c.csv(r)]))),
          )
        }
      >
        <Download aria-hidden /> Export CSV
      </Button>
    </HStack>
    {rows.length === 0 ? (
      <Text py="6" textAlign="center" fontWeight="semibold">
        {empty}
      </Text>
    ) : (
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label={label} bg="white">
          <Table.Header>
            <Table.Row>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.header}>{c.header}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, i) => (
              <Table.Row key={i}>
                {columns.map((c) => (
                  <Table.Cell key={c.header}>{c.cell(row)}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    )}
  </Box>
);
