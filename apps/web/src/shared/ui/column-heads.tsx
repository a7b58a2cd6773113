import { Table, VisuallyHidden } from '@mantine/core';

/** A column's heading: its words, or words only a screen reader hears (an actions column). */
export type ColumnHead = string | { hidden: string };

/**
 * A table's head row. Each heading is a `th scope="col"`, so a screen reader names the
 * column of every cell it reads.
 */
export function ColumnHeads({ columns }: { columns: readonly ColumnHead[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <Table.Th key={column} scope="col">
              {column}
            </Table.Th>
          ) : (
            <Table.Th key={column.hidden} scope="col">
              <VisuallyHidden>{column.hidden}</VisuallyHidden>
            </Table.Th>
          ),
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
