import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MAX_SPEND_LIMIT_CENTS, SPEND_CONTROL_FAILED_MESSAGE } from '@portal/contracts';
import {
  FORM_MESSAGES,
  centsToAmountInput,
  formatNzd,
  formatPhoneNumber,
  parseAmountToCents,
} from '@portal/domain';
import { useLineChange } from '../../shared';
import type { LineDialogProps } from './dialog-props';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';

/** POST changeSpendLimits: a monthly limit in dollars, or none. */
export function SpendLimitDialog({ accountCode, line, onClose }: LineDialogProps) {
  const [noLimit, setNoLimit] = useState(line.spendLimit === null);
  const [amount, setAmount] = useState(
    line.spendLimit === null ? '' : centsToAmountInput(line.spendLimit),
  );
  const [touched, setTouched] = useState(false);
  const change = useLineChange(accountCode);
  const number = formatPhoneNumber(line.serviceEntity);
  const cents = parseAmountToCents(amount);
  const valid = noLimit || (cents !== undefined && cents > 0 && cents <= MAX_SPEND_LIMIT_CENTS);
  const limit = noLimit ? null : (cents ?? null);
  return (
    <ConfirmDialog
      opened
      title={`Spend limit for ${number}`}
      confirmLabel="Save spend limit"
      pending={change.pending}
      error={change.error}
      onClose={onClose}
      onConfirm={() => {
        setTouched(true);
        if (!valid) return;
        change.run(
          { kind: 'spendLimit', serviceEntity: line.serviceEntity, spendLimit: limit },
          {
            success:
              limit === null
                ? `${number} has no spend limit now.`
                : `${number} now has a spend limit of ${formatNzd(limit)} a month.`,
            // Spec section 8: any failure of spend control shows this message.
            failure: SPEND_CONTROL_FAILED_MESSAGE,
            onDone: onClose,
          },
        );
      }}
    >
      <Stack gap="sm">
        <Checkbox
          label="No spend limit"
          checked={noLimit}
          onChange={(event) => {
            setNoLimit(event.currentTarget.checked);
          }}
        />
        {!noLimit && (
          <TextInput
            label="Monthly spend limit"
            description={`Up to ${formatNzd(MAX_SPEND_LIMIT_CENTS)}. Charges beyond your plan stop once they reach it.`}
            leftSection="$"
            inputMode="decimal"
            value={amount}
            onChange={(event) => {
              setAmount(event.currentTarget.value);
            }}
            onBlur={() => {
              setTouched(true);
            }}
            error={touched && !valid ? FORM_MESSAGES.paymentAmount : undefined}
          />
        )}
        <Text size="sm">
          {limit === null
            ? `${number} will have no spend limit: charges beyond the plan are not capped.`
            : valid
              ? `Charges beyond the plan on ${number} will stop at ${formatNzd(limit)} a month.`
              : ''}
        </Text>
      </Stack>
    </ConfirmDialog>
  );
}
