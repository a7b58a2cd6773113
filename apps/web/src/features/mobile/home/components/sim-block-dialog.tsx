import { Text } from '@mantine/core';
import { formatPhoneNumber } from '@portal/domain';
import { useLineChange } from '../../shared';
import type { LineDialogProps } from './dialog-props';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { ResumedNotice } from '../../../../shared/step-up';

/** POST changeSimBlock {simBlockingEnabled}: for a lost or stolen SIM, and back again. */
export function SimBlockDialog({
  accountCode,
  line,
  onClose,
  resumed = false,
}: LineDialogProps & { resumed?: boolean }) {
  const change = useLineChange(accountCode);
  const number = formatPhoneNumber(line.serviceEntity);
  const block = !line.simBlocked;
  return (
    <ConfirmDialog
      opened
      title={block ? `Block the SIM of ${number}?` : `Unblock the SIM of ${number}?`}
      confirmLabel={block ? 'Block SIM' : 'Unblock SIM'}
      danger={block}
      pending={change.pending}
      error={change.error}
      onClose={onClose}
      onConfirm={() => {
        change.run(
          { kind: 'simBlock', serviceEntity: line.serviceEntity, blocked: block },
          {
            success: block
              ? `The SIM of ${number} is blocked.`
              : `The SIM of ${number} is unblocked.`,
            failure: 'Please try again.',
            onDone: onClose,
          },
        );
      }}
    >
      {resumed && <ResumedNotice finish={block ? 'Block SIM' : 'Unblock SIM'} />}
      <Text>
        {block
          ? `The SIM card of ${number} will stop working at once: no calls, texts or data with it until you unblock it. Your plan and its charges carry on.`
          : `The SIM card of ${number} will work again for calls, texts and data.`}
      </Text>
    </ConfirmDialog>
  );
}
