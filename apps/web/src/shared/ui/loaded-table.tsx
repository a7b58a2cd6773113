import { Alert, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ColumnHeads, type ColumnHead } from './column-heads';
import { LoadingSkeleton } from './loading-skeleton';

interface LoadedTableProps<Item> {
  /** Where the read is: a skeleton while pending, an alert when it failed. */
  query: { isPending: boolean; isError: boolean };
  /** The rows read, once there. */
  items: readonly Item[] | undefined;
  /** What the skeleton tells a screen reader while the table loads. */
  loadingLabel: string;
  loadingHeight: number;
  /** Said when there are no rows. */
  empty: ReactNode;
  /** The table's accessible name, with its order. */
  label: string;
  columns: readonly ColumnHead[];
  striped?: boolean;
  /** One row (`Table.Tr` with a key) per item. */
  children: (item: Item) => ReactNode;
}

/**
 * A staff page's table read from the API: a skeleton while it loads, an alert if a read
 * failed, then a line when there are no rows or the table with its column heads (rows
 * already read stay shown under a failed refresh's alert).
 */
export function LoadedTable<Item>({
  query,
  items,
  loadingLabel,
  loadingHeight,
  empty,
  label,
  columns,
  striped,
  children,
}: LoadedTableProps<Item>) {
  return (
    <>
      {query.isPending && <LoadingSkeleton label={loadingLabel} height={loadingHeight} />}
      {query.isError && (
        <Alert color="red" title="Oops, something went wrong" role="alert">
          Please try again.
        </Alert>
      )}
      {items?.length === 0 && <Text>{empty}</Text>}
      {items !== undefined && items.length > 0 && (
        <Table striped={striped} verticalSpacing="sm" aria-label={label}>
          <ColumnHeads columns={columns} />
          <Table.Tbody>{items.map(children)}</Table.Tbody>
        </Table>
      )}
    </>
  );
}
