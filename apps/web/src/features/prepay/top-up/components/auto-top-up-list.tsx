import { Button, Group, Stack, Text } from '@mantine/core';
import type { RechargeConfiguration } from '@portal/contracts';
import { formatDate, formatNzd, formatPhoneNumber, ordinal } from '@portal/domain';
import type { OperationRequest } from '../api/operation-request';
import { savedCardName } from './operation-summary';
import { TitledSection } from '../../../../shared/ui/titled-section';

interface AutoTopUpListProps {
  config: RechargeConfiguration;
  /** null: the person may only look. */
  onAsk: ((request: OperationRequest) => void) | null;
  pending: boolean;
}

function DeleteButton(props: { label: string; pending: boolean; onClick: () => void }) {
  return (
    <Button
      variant="default"
      size="xs"
      style={{ flexShrink: 0 }}
      aria-label={props.label}
      disabled={props.pending}
      onClick={props.onClick}
    >
      Delete
    </Button>
  );
}

/** The auto top-ups set up now, each with a way to delete it. */
export function AutoTopUpList({ config, onAsk, pending }: AutoTopUpListProps) {
  const { autoTopup, monthlyAutoTopups } = config;
  const empty = autoTopup === null && monthlyAutoTopups.length === 0;
  return (
    <TitledSection title="Your Auto Top Ups">
      {empty ? (
        <Text c="dimmed">
          No Auto Top Ups yet. Tick Set up Auto Top Up when you top up by card to add one.
        </Text>
      ) : (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {autoTopup !== null && (
            <Group component="li" justify="space-between" align="flex-start" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>Auto Top Up when the balance is low</Text>
                <Text size="sm" c="dimmed">
                  {formatNzd(autoTopup.topupAmountIncludingGst)} when the balance of{' '}
                  {formatPhoneNumber(config.serviceEntity)} falls below{' '}
                  {formatNzd(autoTopup.lowBalanceThresholdIncludingGst)}, from{' '}
                  {savedCardName(config, autoTopup.cardId)}
                  {autoTopup.requiresCustomerConfirmation ? '; you confirm each one' : ''}
                </Text>
              </div>
              {onAsk !== null && (
                <DeleteButton
                  label="Delete Auto Top Up when the balance is low"
                  pending={pending}
                  onClick={() => {
                    onAsk({ operation: 'RemoveLowBalanceAutoTopUp' });
                  }}
                />
              )}
            </Group>
          )}
          {monthlyAutoTopups.map((monthly) => {
            const target = formatPhoneNumber(monthly.targetServiceEntity);
            return (
              <Group
                component="li"
                key={monthly.targetServiceEntity}
                justify="space-between"
                align="flex-start"
                wrap="nowrap"
              >
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>Monthly Auto Top Up of {target}</Text>
                  <Text size="sm" c="dimmed">
                    {formatNzd(monthly.topupAmountIncludingGst)} on the{' '}
                    {ordinal(monthly.dayOfMonth)} of each month from{' '}
                    {savedCardName(config, monthly.cardId)}; next on{' '}
                    {formatDate(monthly.nextRunDate)}
                  </Text>
                </div>
                {onAsk !== null && (
                  <DeleteButton
                    label={`Delete Monthly Auto Top Up of ${target}`}
                    pending={pending}
                    onClick={() => {
                      onAsk({
                        operation: 'RemoveMonthlyAutoTopUp',
                        targetServiceEntity: monthly.targetServiceEntity,
                      });
                    }}
                  />
                )}
              </Group>
            );
          })}
        </Stack>
      )}
    </TitledSection>
  );
}
