import { Badge } from '@mantine/core';
import { formatDate } from '@portal/domain';
import type { InvoiceStatus } from '@portal/contracts';

const LOOK: Record<InvoiceStatus, { label: string; color: string }> = {
  Paid: { label: 'Paid', color: 'green' },
  Issued: { label: 'Unpaid', color: 'orange' },
  Overdue: { label: 'Overdue', color: 'red' },
};

/**
 * A bill's state as the server settles it from the ledger (Paid, Unpaid, or Overdue once
 * past its due date), the same words on every page; with `dueDate`, an unpaid bill says
 * when it is due. The dot variant keeps the text dark for contrast; the colour only
 * repeats what the word says.
 */
export function InvoiceStatusBadge(props: { status: InvoiceStatus; dueDate?: string }) {
  const { label, color } = LOOK[props.status];
  return (
    <Badge variant="dot" color={color} size="md" tt="none">
      {props.status === 'Issued' && props.dueDate !== undefined
        ? `${label}, due ${formatDate(props.dueDate)}`
        : label}
    </Badge>
  );
}
