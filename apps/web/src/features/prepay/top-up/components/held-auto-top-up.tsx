import { Button, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RechargeConfiguration } from '@portal/contracts';
import { formatDate, formatNzd, topUpSuccessTitle } from '@portal/domain';
import { Notice } from '../../../../shared/ui/notice';
import { heldAutoTopUpMutationOptions } from '../api/recharge-queries';
import { savedCardName } from './operation-summary';
import { ResultDialog } from './result-dialog';
import { creditedText, failureText, notDoneText } from './result-text';

interface HeldAutoTopUpProps {
  config: RechargeConfiguration;
  canChange: boolean;
  maintenanceOn: boolean;
}

/**
 * A low-balance Auto Top Up held for the customer's yes (requiresCustomerConfirmation):
 * Confirm charges the saved card, Decline cancels it. The outcome stays on screen after the
 * held top-up has gone from the configuration.
 */
export function HeldAutoTopUp({ config, canChange, maintenanceOn }: HeldAutoTopUpProps) {
  const { accountCode, pendingConfirmation: held } = config;
  const queryClient = useQueryClient();
  const mutation = useMutation(heldAutoTopUpMutationOptions(queryClient, accountCode));
  const result = mutation.data;
  const declined = mutation.variables?.decision === 'Decline';

  return (
    <>
      {held !== null && (
        <Notice color="blue" title="An Auto Top Up is waiting for your OK">
          <Text size="sm" mb="sm">
            Your balance fell low on {formatDate(held.requestedAt)}. Top up {formatNzd(held.amount)}{' '}
            from your {savedCardName(config, held.cardId)}?
          </Text>
          {mutation.isError && (
            <Text size="sm" c="red.9" role="alert" mb="sm">
              {failureText(null, mutation.error)}
            </Text>
          )}
          {canChange && (
            <Group gap="sm">
              <Button
                size="sm"
                loading={mutation.isPending && !declined}
                disabled={mutation.isPending || maintenanceOn}
                onClick={() => {
                  mutation.mutate({
                    rechargeTransactionId: held.rechargeTransactionId,
                    decision: 'Confirm',
                  });
                }}
              >
                Confirm Auto Top Up
              </Button>
              <Button
                size="sm"
                variant="default"
                disabled={mutation.isPending}
                onClick={() => {
                  mutation.mutate({
                    rechargeTransactionId: held.rechargeTransactionId,
                    decision: 'Decline',
                  });
                }}
              >
                Decline Auto Top Up
              </Button>
            </Group>
          )}
        </Notice>
      )}
      {result !== undefined &&
        (result.status === 'Approved' ? (
          <ResultDialog title={topUpSuccessTitle('TopUp')} tone="success" onClose={mutation.reset}>
            {creditedText(result)}
          </ResultDialog>
        ) : declined ? (
          <ResultDialog title="Auto Top Up declined" tone="success" onClose={mutation.reset}>
            {result.message ?? 'Your balance has not changed.'}
          </ResultDialog>
        ) : (
          <ResultDialog title={notDoneText(result).title} tone="failure" onClose={mutation.reset}>
            {notDoneText(result).message}
          </ResultDialog>
        ))}
    </>
  );
}
