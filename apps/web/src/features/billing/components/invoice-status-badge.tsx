import { Badge } from '@mantine/core';
import type { InvoiceStatus } from '@portal/contracts';

const LOOK: Record<InvoiceStatus, { label: string; color: string }> = {
  Paid: { label: 'Paid', color: 'green' },
  Issued: { label: 'Unpaid', color: 'orange' },
  Overdue: { label: 'Overdue', color: 'red' },
};

/**
 * Paid or unpaid (an unpaid bill past its due date says Overdue). The dot variant keeps
 * the text dark for contrast; the colour only repeats what the word says.
 */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { label, color } = LOOK[status];
  return (
    <Badge variant="dot" color={color} size="md" tt="none">
      {label}
    </Badge>
  );
}
