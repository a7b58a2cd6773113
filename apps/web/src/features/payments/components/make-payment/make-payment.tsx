import { Anchor, Button, Group, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { PaymentResult } from '@portal/contracts';
import { centsToAmountInput } from '@portal/domain';
import { billingSummaryQueryOptions } from '../../api/payment-queries';
import type { SelectedAccount } from '../../../../shared/accounts';
import { PaymentReceipt } from '../shared/payment-receipt';
import { BalanceSummary } from './balance-summary';
import { PaymentForm } from './payment-form';
import { ViewOnlyNotice } from '../../../../shared/ui/view-only-notice';
import { LoadingStack } from '../../../../shared/ui/loading-stack';

/** The balance, then the form; after a saved-card payment, its receipt in place of the form. */
export function MakePayment({ account, canChange }: SelectedAccount) {
  const { accountCode } = account;
  const summary = useQuery(billingSummaryQueryOptions(accountCode));
  const [receipt, setReceipt] = useState<PaymentResult | null>(null);
  // Every form gets a fresh start (and a fresh idempotency key) after a payment.
  const [formRound, setFormRound] = useState(0);

  if (summary.isPending) {
    return (
      <LoadingStack gap="md" label="Loading your balance">
        <Skeleton height={90} radius="md" />
        <Skeleton height={260} radius="md" />
      </LoadingStack>
    );
  }
  // Spec section 4: a failed load leaves the data empty, without a message; paying still works.
  const balance = summary.data?.balance ?? 0;
  return (
    <Stack gap="lg">
      {summary.data !== undefined && <BalanceSummary summary={summary.data} />}
      {!canChange ? (
        <ViewOnlyNotice unavailable="make payments" />
      ) : receipt !== null ? (
        <PaymentReceipt receipt={receipt}>
          <Group gap="md">
            <Button
              variant="default"
              onClick={() => {
                setReceipt(null);
                setFormRound((round) => round + 1);
              }}
            >
              Make another payment
            </Button>
            <Anchor component={Link} to="/account/transaction-history" fw={600}>
              View transaction history
            </Anchor>
          </Group>
        </PaymentReceipt>
      ) : (
        <PaymentForm
          key={formRound}
          accountCode={accountCode}
          initialAmount={balance > 0 ? centsToAmountInput(balance) : ''}
          balanceOwing={balance > 0 ? balance : null}
          onPaid={setReceipt}
        />
      )}
    </Stack>
  );
}
