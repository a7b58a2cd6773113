import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PaymentResult } from '@portal/contracts';
import { formatDate, formatNzd } from '@portal/domain';
import { cardLabel } from '@portal/domain';
import { Fact } from '../../../../shared/ui/fact';

export type ReceiptFacts = Pick<
  PaymentResult,
  'transactionLocalId' | 'amount' | 'surcharge' | 'total' | 'method' | 'card' | 'completedAt'
>;

/** What was paid, how and when, with the reference to quote (the transaction's local id). */
export function PaymentReceipt({
  receipt,
  title = 'Payment received',
  children,
}: {
  receipt: ReceiptFacts;
  title?: string;
  children?: ReactNode;
}) {
  const paidWith =
    receipt.card !== null
      ? cardLabel(receipt.card)
      : receipt.method === 'OnlineBanking'
        ? 'Online banking'
        : 'Card';
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="payment-receipt">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="payment-receipt">
            {title}
          </Title>
          <Text>Thank you. We received your payment of {formatNzd(receipt.total)}.</Text>
        </div>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, sm: 3 }} spacing="md" m={0}>
          <Fact label="Amount">{formatNzd(receipt.amount)}</Fact>
          <Fact label="Card surcharge">{formatNzd(receipt.surcharge)}</Fact>
          <Fact label="Total paid">{formatNzd(receipt.total)}</Fact>
          <Fact label="Paid with">{paidWith}</Fact>
          <Fact label="Date">
            {receipt.completedAt === null ? '—' : formatDate(receipt.completedAt)}
          </Fact>
          <Fact label="Reference">{receipt.transactionLocalId}</Fact>
        </SimpleGrid>
        {children}
      </Stack>
    </Paper>
  );
}
