import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DirectDebitDetails, RecurringPaymentMethod } from '@portal/contracts';
import { recurringPaymentMethodQueryOptions } from '../../api/payment-queries';
import { cardLabel } from '@portal/domain';
import { LoadingSkeleton } from '../../../../shared/ui/loading-skeleton';
import { TitledSection } from '../../../../shared/ui/titled-section';

/** Only the last 2 digits of the account base show: `12-3140-•••••23-00`. */
export function maskBankAccount(details: DirectDebitDetails): string {
  const base = details.bankAccount;
  return `${details.bankCode}-${details.bankBranch}-${'•'.repeat(base.length - 2)}${base.slice(-2)}-${details.bankSuffix}`;
}

function describe(method: RecurringPaymentMethod): { title: string; detail: ReactNode } {
  switch (method.recurringPaymentType) {
    case 'Manual':
      return {
        title: 'Manual payments',
        detail:
          'You pay each bill yourself. Set up direct debit or a card below to pay automatically.',
      };
    case 'DirectDebit':
    case 'PaperlessDirectDebit':
      return {
        title: 'Direct debit',
        detail: (
          <>
            From {method.directDebitDetails.payee}, bank account{' '}
            <span style={{ whiteSpace: 'nowrap' }}>
              {maskBankAccount(method.directDebitDetails)}
            </span>
          </>
        ),
      };
    case 'CreditCard':
      return {
        title: 'Card',
        detail: `${cardLabel(method.creditCardDetails)}, expires ${method.creditCardDetails.expiry}`,
      };
  }
}

/** How the account's bills are paid now, with `action` (e.g. a Change button) beside it. */
export function CurrentMethod({
  accountCode,
  action,
}: {
  accountCode: string;
  action?: ReactNode;
}) {
  const query = useQuery(recurringPaymentMethodQueryOptions(accountCode));
  return (
    <TitledSection title="How you pay now" titleMb="xs">
      {query.isPending ? (
        <LoadingSkeleton height={40} label="Loading your payment method" />
      ) : query.isError ? (
        <Text c="dimmed">Your payment method isn't available right now.</Text>
      ) : (
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Text fw={700}>{describe(query.data).title}</Text>
            <Text size="sm">{describe(query.data).detail}</Text>
          </div>
          {action}
        </Group>
      )}
    </TitledSection>
  );
}
