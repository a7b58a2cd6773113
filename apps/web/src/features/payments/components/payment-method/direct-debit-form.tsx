import { Checkbox, Stack, TextInput } from '@mantine/core';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../../shared/api';
import { Notice } from '../../../../shared/ui/notice';
import { SubmitButton } from '../../../../shared/ui/submit-button';
import { DIRECT_DEBIT_CONFIRMATIONS, formatBankAccountInput } from './direct-debit-model';
import { DirectDebitTerms } from './direct-debit-terms';
import type { DirectDebitForm } from './direct-debit-model';
import { ResumedNotice } from '../../../../shared/step-up';
import { useDirectDebitForm } from './use-direct-debit-form';

interface DirectDebitFormProps {
  accountCode: string;
  billFrequency: string | null;
  onDone: () => void;
  /** What was sent before signing in again (decision 052): the form opens with it. */
  kept?: DirectDebitForm | null;
}

/** Bank account, account name, the terms and the four confirmations; then PUT the method. */
export function DirectDebitSetup({
  accountCode,
  billFrequency,
  onDone,
  kept = null,
}: DirectDebitFormProps) {
  const { form, save, edit, tick, submit } = useDirectDebitForm(accountCode, onDone, kept);
  return (
    <form onSubmit={submit} noValidate aria-label="Set up direct debit">
      <Stack gap="md" maw={560}>
        {kept !== null && !save.isError && <ResumedNotice finish="Set up direct debit" />}
        <TextInput
          label="Bank account number"
          description="For example 12-3140-0123456-00"
          inputMode="numeric"
          autoComplete="off"
          value={form.values.bankAccount}
          onChange={(event) => {
            edit('bankAccount', formatBankAccountInput(event.currentTarget.value));
          }}
          onBlur={() => {
            form.leave('bankAccount');
          }}
          error={form.messageOf('bankAccount')}
          required
        />
        <TextInput
          label="Account name"
          description="The name on the bank account"
          autoComplete="name"
          value={form.values.accountName}
          onChange={(event) => {
            edit('accountName', event.currentTarget.value);
          }}
          onBlur={() => {
            form.leave('accountName');
          }}
          error={form.messageOf('accountName')}
          required
        />
        <DirectDebitTerms billFrequency={billFrequency} />
        <Checkbox.Group
          label="Please confirm"
          error={form.messageOf('confirmations')}
          value={DIRECT_DEBIT_CONFIRMATIONS.filter(
            ({ name }) => form.values.confirmations[name],
          ).map(({ name }) => name)}
          onChange={tick}
        >
          <Stack gap="xs" mt="xs">
            {DIRECT_DEBIT_CONFIRMATIONS.map(({ name, label }) => (
              <Checkbox key={name} value={name} label={label} />
            ))}
          </Stack>
        </Checkbox.Group>
        {save.isError && (
          <Notice color="red" title="Oops, something went wrong" role="alert">
            {failureMessage(save.error, PLEASE_TRY_AGAIN)}
          </Notice>
        )}
        <SubmitButton pending={save.isPending}>Set up direct debit</SubmitButton>
      </Stack>
    </form>
  );
}
