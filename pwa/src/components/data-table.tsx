import { Table, type TableRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Column<Row> {
  label: string;
  cell(row: Row): ReactNode;
}

interface DataTableProps<Row> extends Omit<TableRootProps, 'columns'> {
  columns: Column<Row>[];
  rows: Row[];
  rowKey(row: Row, index: number): string | number;
}

/** A small table: one header cell a column, then one row a record. */
export function DataTable<Row>({ columns, rows, rowKey, ...root }: DataTableProps<Row>) {
  return (
    <Table.Root size="sm" {...root}>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeader key={column.label}>{column.label}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row, index) => (
          <Table.Row key={rowKey(row, index)}>
            {columns.map((column) => (
              <Table.Cell key={column.label}>{column.cell(row)}</Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
