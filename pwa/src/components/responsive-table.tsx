import { Box, Stack, Text } from '@chakra-ui/react';
import { fromMd, useMediaQuery } from '../lib/use-media-query';
import { type Column, DataTable } from './data-table';

interface ResponsiveTableProps<Row> {
  /** Names the table, and the list of cards on a phone. */
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey(row: Row, index: number): string | number;
  testId?: string;
}

/**
 * A table from the md breakpoint up, scrolling inside its own box when it is wider than its column; below md each row
 * is a card of "label: value" lines, so a phone never scrolls sideways.
 */
export function ResponsiveTable<Row>({ label, columns, rows, rowKey, testId }: ResponsiveTableProps<Row>) {
  const wide = useMediaQuery(fromMd);
  if (!wide) {
    return (
      <Stack as="ul" gap="3" listStyleType="none" aria-label={label} data-testid={testId}>
        {rows.map((row, index) => (
          <Box as="li" key={rowKey(row, index)} borderWidth="1px" rounded="md" p="3" bg="white">
            <Stack as="dl" gap="1.5" fontSize="sm">
              {columns.map((column) => (
                <Box key={column.label} display="grid" gridTemplateColumns="6.5rem minmax(0, 1fr)" columnGap="3" alignItems="baseline">
                  <Text as="dt" color="gray.700">
                    {column.label}
                  </Text>
                  <Box as="dd" minW="0" overflowWrap="anywhere">
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
    <Box overflowX="auto" maxW="full">
      <DataTable aria-label={label} columns={columns} rows={rows} rowKey={rowKey} data-testid={testId} />
    </Box>
  );
}
