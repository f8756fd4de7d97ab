import { Box, Stack, Text } from '@chakra-ui/react';
import { fromMd, useMediaQuery } from '../lib/use-media-query';
import { useShownCount } from '../lib/use-shown-count';
import { type Column, DataTable } from './data-table';
import { MoreMarker } from './more-marker';

interface ResponsiveTableProps<Row> {
  /** Names the table, and the list of cards on a phone. */
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey(row: Row, index: number): string | number;
  testId?: string;
}

/** Cards a phone draws at first, and again each time the reader scrolls to the end of them. */
const cardsPerPage = 25;

/**
 * A table from the md breakpoint up, scrolling inside its own box when it is wider than its column; below md each row
 * is a card of "label: value" lines, so a phone never scrolls sideways, drawn a page at a time.
 */
export function ResponsiveTable<Row>({ label, columns, rows, rowKey, testId }: ResponsiveTableProps<Row>) {
  const wide = useMediaQuery(fromMd);
  const { shown, marker } = useShownCount(rows.length, cardsPerPage);
  if (!wide) {
    return (
      <>
        <Stack as="ul" gap="3" listStyleType="none" aria-label={label} data-testid={testId}>
          {rows.slice(0, shown).map((row, index) => (
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
        <MoreMarker shown={shown} total={rows.length} marker={marker} />
      </>
    );
  }
  return (
    <Box overflowX="auto" maxW="full">
      <DataTable aria-label={label} columns={columns} rows={rows} rowKey={rowKey} data-testid={testId} />
    </Box>
  );
}
