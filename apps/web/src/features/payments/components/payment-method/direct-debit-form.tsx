import { Checkbox, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { directDebitMutationOptions } from '../../api/payment-queries';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../../shared/api';
import { DirectDebitTerms } from './direct-debit-terms';
import type { ConfirmationName, DirectDebitErrors, DirectDebitForm } from './direct-debit-model';
import {
  DIRECT_DEBIT_CONFIRMATIONS,
  EMPTY_DIRECT_DEBIT,
  directDebitRequest,
  formatBankAccountInput,
  validateDirectDebit,
} from './direct-debit-model';
import { Notice } from '../../../../shared/ui/notice';
import { SubmitButton } from '../../../../shared/ui/submit-button';

interface DirectDebitFormProps {
  accountCode: string;
  billFrequency: string | null;
  onDone: () => void;
}

type Field = 'bankAccount' | 'accountName';

/** Bank account, account name, the terms and the four confirmations; then PUT the method. */
export function DirectDebitSetup({ accountCode, billFrequency, onDone }: DirectDebitFormProps) {
  const [form, setForm] = useState<DirectDebitForm>(EMPTY_DIRECT_DEBIT);
  const [shown, setShown] = useState<Set<keyof DirectDebitErrors>>(new Set());
  const save = useMutation({
    ...directDebitMutationOptions(accountCode),
    onSuccess: () => {
      setForm(EMPTY_DIRECT_DEBIT);
      setShown(new Set());
      onDone();
    },
  });
  const errors = validateDirectDebit(form);
  const errorOf = (field: keyof DirectDebitErrors) =>
    shown.has(field) ? errors[field] : undefined;
  const reveal = (...fields: (keyof DirectDebitErrors)[]) => {
    setShown((previous) => new Set([...previous, ...fields]));
  };
  const hide = (field: keyof DirectDebitErrors) => {
    setShown((previous) => new Set([...previous].filter((name) => name !== field)));
  };

  const edit = (field: Field, value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    hide(field);
    save.reset();
  };
  const tick = (name: ConfirmationName, checked: boolean) => {
    setForm((previous) => ({
      ...previous,
      confirmations: { ...previous.confirmations, [name]: checked },
    }));
    hide('confirmations');
  };

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    reveal('bankAccount', 'accountName', 'confirmations');
    if (Object.keys(errors).length > 0) return;
    save.mutate(directDebitRequest(form));
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Set up direct debit">
      <Stack gap="md" maw={560}>
        <TextInput
          label="Bank account number"
          description="For example 12-3140-0123456-00"
          inputMode="numeric"
          autoComplete="off"
          value={form.bankAccount}
          onChange={(event) => {
            edit('bankAccount', formatBankAccountInput(event.currentTarget.value));
          }}
          onBlur={() => {
            reveal('bankAccount');
          }}
          error={errorOf('bankAccount')}
          required
        />
        <TextInput
          label="Account name"
          description="The name on the bank account"
          autoComplete="name"
          value={form.accountName}
          onChange={(event) => {
            edit('accountName', event.currentTarget.value);
          }}
          onBlur={() => {
            reveal('accountName');
          }}
          error={errorOf('accountName')}
          required
        />
        <DirectDebitTerms billFrequency={billFrequency} />
        <Checkbox.Group
          label="Please confirm"
          error={errorOf('confirmations')}
          value={DIRECT_DEBIT_CONFIRMATIONS.filter(({ name }) => form.confirmations[name]).map(
            ({ name }) => name,
          )}
          onChange={(values) => {
            for (const { name } of DIRECT_DEBIT_CONFIRMATIONS) tick(name, values.includes(name));
          }}
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
