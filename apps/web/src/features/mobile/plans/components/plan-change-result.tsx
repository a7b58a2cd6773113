import { Alert, List, Text } from '@mantine/core';
import type { PlanChangeResult } from '@portal/contracts';

export interface PlanChangeOutcome {
  result: PlanChangeResult;
  planDescription: string;
  messages: readonly string[];
}

const wording: Record<PlanChangeResult, { title: string; color: string }> = {
  OK: { title: 'Your plan has been changed', color: 'green' },
  OkWithCaveats: { title: 'Your plan has been changed, with some things to note', color: 'yellow' },
  NotOk: { title: 'We couldn’t change to that plan', color: 'orange' },
  Failed: { title: 'Oops, something went wrong', color: 'red' },
};

/** Spec section 4's four results, each said plainly. */
export function PlanChangeResultAlert({
  outcome,
  onClose,
}: {
  outcome: PlanChangeOutcome;
  onClose: () => void;
}) {
  const { title, color } = wording[outcome.result];
  const changed = outcome.result === 'OK' || outcome.result === 'OkWithCaveats';
  return (
    <Alert
      color={color}
      title={title}
      role={changed ? 'status' : 'alert'}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">
        {changed
          ? `You are now on ${outcome.planDescription}. Your next bill charges it from today.`
          : outcome.result === 'NotOk'
            ? `Your plan has not changed.`
            : 'Your plan could not be changed. Please try again.'}
      </Text>
      {outcome.messages.length > 0 && (
        <List size="sm" mt="xs">
          {outcome.messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
