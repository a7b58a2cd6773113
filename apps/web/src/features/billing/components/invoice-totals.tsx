import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { InvoiceDetail } from '@portal/contracts';
import { formatDate, formatNzd } from '@portal/domain';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" component="div" role="group" aria-label={label}>
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400}>{value}</Text>
    </Group>
  );
}

/**
 * Totals in the account's GST view (ux.md): GST-exclusive accounts see the total excl.
 * GST, the GST and the total with it; others the total and the GST it includes.
 */
export function InvoiceTotals({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="invoice-totals">
      <Title order={2} size="h4" mb="xs" id="invoice-totals">
        Totals
      </Title>
      <Stack gap={6}>
        {invoice.displayGstInclusiveValues ? (
          <>
            <Row
              label="Total this bill (incl. GST)"
              value={formatNzd(invoice.amountIncludingGst)}
              strong
            />
            <Row label="Includes GST of" value={formatNzd(invoice.gst)} />
          </>
        ) : (
          <>
            <Row label="Total excl. GST" value={formatNzd(invoice.amountExcludingGst)} strong />
            <Row label="GST" value={formatNzd(invoice.gst)} />
            <Row label="Total incl. GST" value={formatNzd(invoice.amountIncludingGst)} strong />
          </>
        )}
        <Row label="Balance before this bill" value={formatNzd(invoice.openingBalance)} />
        <Row
          label={`Amount due by ${formatDate(invoice.dueDate)}${invoice.status === 'Paid' ? ' (paid)' : ''}`}
          value={formatNzd(invoice.amountDue)}
          strong
        />
      </Stack>
    </Card>
  );
}
