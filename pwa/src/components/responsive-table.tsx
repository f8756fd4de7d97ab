import { Box, Stack, Text } from '@chakra-ui/react';
import { fromMd, useMediaQuery } from '../lib/use-media-query';
import { type Column, DataTable } from './data-table';

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
  return <DataTable columns={columns} rows={rows} rowKey={rowKey} data-testid={testId} />;
}
