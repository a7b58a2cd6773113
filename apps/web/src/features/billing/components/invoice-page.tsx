import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { InvoiceDetail } from '@portal/contracts';
import { formatDate, formatNzd } from '@portal/domain';
import { isApiError } from '../../../shared/api';
import { PageHeader } from '../../../shared/page/page-header';
import { RelatedBillPages } from '../../../shared/navigation/related-bill-pages';
import { invoicePdfUrl } from '../api/billing-paths';
import { invoiceQueryOptions } from '../api/billing-queries';
import { AccountRequired } from './account-required';
import { BillChanges } from './bill-changes';
import { InvoiceGroups } from './invoice-groups';
import { InvoiceStatusBadge } from '../../../shared/ui/invoice-status-badge';
import { InvoiceTotals } from './invoice-totals';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { LoadingStack } from '../../../shared/ui/loading-stack';

/** 'My Invoice': one bill, its lines grouped by service, and its PDF. */
export function InvoicePage({ invoiceId }: { invoiceId: string }) {
  return (
    <>
      <PageHeader routeKey="invoice" />
      <AccountRequired>
        {(code) => <Invoice accountCode={code} invoiceId={invoiceId} />}
      </AccountRequired>
      <RelatedBillPages keys={['payment', 'transaction-history', 'payment-method']} />
    </>
  );
}

function Invoice({ accountCode, invoiceId }: { accountCode: string; invoiceId: string }) {
  const invoice = useQuery(invoiceQueryOptions(accountCode, invoiceId));
  if (invoice.isPending) {
    return (
      <LoadingStack gap="sm" label="Loading your bill">
        <Skeleton height={96} />
        <Skeleton height={160} />
        <Skeleton height={96} />
      </LoadingStack>
    );
  }
  if (invoice.isError) {
    // Another account picked while this bill was open: it is not on that account.
    if (isApiError(invoice.error) && invoice.error.status === 404) {
      throw notFound({ data: { status: 404 } });
    }
    return (
      <LoadFailed
        what="this bill"
        onRetry={() => {
          void invoice.refetch();
        }}
      />
    );
  }
  return <InvoiceView accountCode={accountCode} invoice={invoice.data} />;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}

function InvoiceView({ accountCode, invoice }: { accountCode: string; invoice: InvoiceDetail }) {
  return (
    <Stack gap="lg">
      <Card withBorder padding="md">
        <Group justify="space-between" align="flex-start" mb="sm" gap="sm">
          <Text fw={700} size="lg">
            Invoice {invoice.invoiceId}
          </Text>
          <InvoiceStatusBadge status={invoice.status} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label="Account">
            {invoice.accountName} ({invoice.accountCode})
          </Fact>
          <Fact label="Bill date">{formatDate(invoice.billDate)}</Fact>
          <Fact label="Billing period">
            {formatDate(invoice.periodStart)} to {formatDate(invoice.periodEnd)}
          </Fact>
          <Fact label="Due date">{formatDate(invoice.dueDate)}</Fact>
        </SimpleGrid>
        <Group justify="space-between" align="flex-end" mt="md" gap="sm">
          <Fact label={invoice.status === 'Paid' ? 'Amount due (paid)' : 'Amount due'}>
            {formatNzd(invoice.amountDue)}
          </Fact>
          <Button
            component="a"
            href={invoicePdfUrl(accountCode, invoice.invoiceId)}
            download={`invoice-${invoice.invoiceId}.pdf`}
            leftSection={<IconDownload size={18} aria-hidden="true" />}
          >
            Download PDF
          </Button>
        </Group>
      </Card>
      <BillChanges accountCode={accountCode} invoiceId={invoice.invoiceId} />
      <InvoiceGroups groups={invoice.groups} inclusive={invoice.displayGstInclusiveValues} />
      <InvoiceTotals invoice={invoice} />
    </Stack>
  );
}
