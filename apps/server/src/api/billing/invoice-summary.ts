import type { InvoiceSummary } from '@portal/contracts';
import { invoiceStatusSchema } from '@portal/contracts';
import type { invoices } from '../../db/schema';

/** An invoice row as the bill history shows it; shared by the list, the detail and the summary. */
export function toInvoiceSummary(row: typeof invoices.$inferSelect): InvoiceSummary {
  return {
    invoiceId: row.invoiceId,
    billDate: row.billDate,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    dueDate: row.dueDate,
    amountIncludingGst: row.totalIncludingGstCents,
    amountExcludingGst: row.totalExcludingGstCents,
    gst: row.gstCents,
    // The table's check constraint allows only these three values.
    status: invoiceStatusSchema.parse(row.status),
  };
}
