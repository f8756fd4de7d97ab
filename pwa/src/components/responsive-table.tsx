import { Box, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { fromMd, useMediaQuery } from '../lib/use-media-query';

export interface Column<Row> {
  label: string;
  cell(row: Row): ReactNode;
}

interface ResponsiveTableProps<Row> {
  /** Names the list of cards on a phone, as the table's header names its columns. */
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey(row: Row): string | number;
  testId: string;
}

/** A table from the md breakpoint up; below it each row is a card of "label: value" lines, so a phone never scrolls sideways. */
export function ResponsiveTable<Row>({ label, columns, rows, rowKey, testId }: ResponsiveTableProps<Row>) {
  const wide = useMediaQuery(fromMd);
  if (!wide) {
    return (
      <Stack as="ul" gap="3" listStyleType="none" aria-label={label} data-testid={testId}>
        {rows.map((row) => (
          <Box as="li" key={rowKey(row)} borderWidth="1px" rounded="md" p="3">
            <Stack as="dl" gap="1.5" fontSize="sm">
              {columns.map((column) => (
                <Box key={column.label} display="grid" gridTemplateColumns="6.5rem minmax(0, 1fr)" columnGap="3">
                  <Text as="dt" color="gray.700">
                    {column.label}
                  </Text>
                  <Box as="dd" overflowWrap="anywhere">
                    {column.cell(row)}
                  </Box>
                </Box>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Table.Root size="sm" data-testid={testId}>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeader key={column.label}>{column.label}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={rowKey(row)}>
            {columns.map((column) => (
              <Table.Cell key={column.label}>{column.cell(row)}</Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
