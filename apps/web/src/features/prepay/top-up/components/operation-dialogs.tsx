import { Stack, Text } from '@mantine/core';
import { CARD_REMOVED_MESSAGE } from '@portal/contracts';
import { TOP_UP_DIALOGS, topUpSuccessTitle } from '@portal/domain';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { ResumedNotice } from '../../../../shared/step-up';
import { useFocusReturn } from '../../../../shared/ui/use-focus-return';
import type { OperationRequest } from '../api/operation-request';
import type { OperationFlow } from '../hooks/use-operation-flow';
import { AddCardDialog } from './add-card-dialog';
import { ResultDialog } from './result-dialog';
import { creditedText, notDoneText } from './result-text';
import { topUpDialogStep } from './top-up-form-model';

interface OperationDialogsProps {
  flow: OperationFlow;
  pending: boolean;
  /** The prepay line the operations are about. */
  serviceEntity: string;
  /** A dialog that gathers more (the new card) passes the completed request. */
  onConfirm: (completed?: OperationRequest) => void;
  onClose: () => void;
}

/** Said when a new card has been saved. */
export const CARD_SAVED_TEXT =
  'Your card has been saved. You can choose it for top-ups, Autopay and Auto Top Ups.';

const REMOVALS = new Set<OperationRequest['operation']>([
  'RemoveCard',
  'RemoveAutopay',
  'RemoveLowBalanceAutoTopUp',
  'RemoveMonthlyAutoTopUp',
]);

/** The success dialog's words: what was credited, or what was set up or removed. */
function doneText(flow: Extract<OperationFlow, { state: 'READY' }>, serviceEntity: string): string {
  const { request, amount, balanceAfter } = flow;
  if (request.operation === 'RemoveCard') return CARD_REMOVED_MESSAGE;
  if (request.operation === 'SaveNewCard') return CARD_SAVED_TEXT;
  if (amount !== null) return creditedText({ amount, targetMsisdn: serviceEntity, balanceAfter });
  return flow.summary;
}

/** Spec section 4's dialogs: the operation's title and buttons, then its success title. */
export function OperationDialogs({
  flow,
  pending,
  serviceEntity,
  onConfirm,
  onClose,
}: OperationDialogsProps) {
  useFocusReturn(flow.state !== 'IDLE');
  if (flow.state === 'IDLE') return null;
  const { operation } = flow.request;
  if (flow.state === 'CONFIRMATION' && operation === 'SaveNewCard') {
    return (
      <AddCardDialog
        summary={flow.summary}
        pending={pending}
        error={flow.error}
        onConfirm={(card) => {
          onConfirm({ operation: 'SaveNewCard', card });
        }}
        onClose={onClose}
      />
    );
  }
  if (flow.state === 'CONFIRMATION') {
    const dialog = TOP_UP_DIALOGS[operation];
    return (
      <ConfirmDialog
        opened
        title={dialog.title}
        confirmLabel={dialog.confirmLabel}
        cancelLabel={dialog.cancelLabel}
        danger={REMOVALS.has(operation)}
        pending={pending}
        error={flow.error}
        onConfirm={() => {
          onConfirm();
        }}
        onClose={onClose}
      >
        <Stack gap="xs">
          {flow.resumed === true && <ResumedNotice finish={dialog.confirmLabel} />}
          <Text>{flow.summary}</Text>
          {topUpDialogStep(operation) === 'BEFORE_PAYMARK' && (
            <Text size="sm" c="dimmed">
              When you're done there, you'll come back to this page.
            </Text>
          )}
        </Stack>
      </ConfirmDialog>
    );
  }
  if (flow.state === 'READY') {
    return (
      <ResultDialog title={topUpSuccessTitle(operation)} tone="success" onClose={onClose}>
        {doneText(flow, serviceEntity)}
      </ResultDialog>
    );
  }
  const failure = notDoneText(flow.result);
  return (
    <ResultDialog title={failure.title} tone="failure" onClose={onClose}>
      {failure.message}
    </ResultDialog>
  );
}
