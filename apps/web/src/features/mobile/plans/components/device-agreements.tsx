import { Anchor, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { InterestFreeAgreement } from '@portal/contracts';
import { formatDate, formatNzd, formatPhoneNumber } from '@portal/domain';
import { agreementsQueryOptions } from '../api/plans-queries';
import { LoadFailed } from '../../../../shared/ui/load-failed';
import { LoadingSkeleton } from '../../../../shared/ui/loading-skeleton';
import { Fact } from '../../../../shared/ui/fact';
import { ColumnHeads } from '../../../../shared/ui/column-heads';

function productOf(agreement: InterestFreeAgreement): string {
  const products = agreement.manifest.items.filter((item) => item.type === 'Product');
  return products.map((item) => item.billingDescription).join(', ') || 'Device';
}

function Agreement({ agreement }: { agreement: InterestFreeAgreement }) {
  const sent = agreement.scheduledInstalments.filter((instalment) => instalment.invoiceSent).length;
  const scheduled = agreement.scheduledInstalments.length - sent;
  const next = agreement.scheduledInstalments.find((instalment) => !instalment.invoiceSent);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`${productOf(agreement)} on ${formatPhoneNumber(agreement.linkedServiceEntity)}`}
    >
      <Stack gap="sm">
        <Title order={3} size="h4">
          {productOf(agreement)}
        </Title>
        <Text size="sm">For {formatPhoneNumber(agreement.linkedServiceEntity)}</Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} component="dl" spacing="sm" m={0}>
          <Fact label="Instalments sent">{`${sent} of ${agreement.numberOfInstalments}`}</Fact>
          <Fact label="Instalments scheduled">{String(scheduled)}</Fact>
          <Fact label="Still to be invoiced">{formatNzd(agreement.amountStillToBeInvoiced)}</Fact>
          <Fact label="First bill date">{formatDate(agreement.initialBillDate)}</Fact>
          <Fact label="Last bill date">{formatDate(agreement.lastBillDate)}</Fact>
          <Fact label="Discounts remaining">{formatNzd(agreement.totalDiscountsRemaining)}</Fact>
        </SimpleGrid>
        {next !== undefined && (
          <Table withTableBorder captionSide="top" fz="sm">
            <Table.Caption>Next instalment</Table.Caption>
            <ColumnHeads columns={['Bill date', 'Amount']} />
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>{formatDate(next.billDate)}</Table.Td>
                <Table.Td>
                  {formatNzd(next.actualInstalmentAmountConsideringDiscountState)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

/** Interest-free device agreements of the account, one per linked service. */
export function DeviceAgreements({ accountCode }: { accountCode: string }) {
  const agreements = useQuery(agreementsQueryOptions(accountCode));
  let body;
  if (agreements.isPending)
    body = <LoadingSkeleton height={160} radius="md" label="Loading device agreements" />;
  else if (agreements.isError)
    body = <LoadFailed what="your device agreements" onRetry={() => void agreements.refetch()} />;
  else if (agreements.data.length === 0)
    body = (
      <Text>
        You have no interest-free device agreements. A device bought on interest-free terms would
        show here.
      </Text>
    );
  else
    body = (
      <Stack gap="md">
        {agreements.data.map((agreement) => (
          <Agreement key={agreement.agreementId} agreement={agreement} />
        ))}
      </Stack>
    );
  return (
    <Stack gap="sm" component="section" aria-labelledby="device-agreements-heading">
      <Title order={2} size="h3" id="device-agreements-heading">
        Device agreements
      </Title>
      {body}
      <Text size="sm">
        What is left on each agreement, with any fee to leave your plan early:{' '}
        <Anchor component={Link} to="/account/my-details" hash="cost-to-leave" underline="always">
          What it costs to leave
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
