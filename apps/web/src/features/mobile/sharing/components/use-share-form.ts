import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DataShareBeneficiary, ShareQuota } from '@portal/contracts';
import { formatPhoneNumber } from '@portal/domain';
import { schemaValidate } from '../../../../shared/forms/schema-validate';
import { buildShareRequest } from '../api/share-request';
import { setDataShareMutationOptions } from '../api/sharing-queries';
import { initialShareValues, shareFormSchema, type ShareFormValues } from './share-form-model';

export interface ShareFormProps {
  accountCode: string;
  line: string;
  msisdn: string;
  quota: ShareQuota;
  current: DataShareBeneficiary | undefined;
  onSaved: (message: string) => void;
}

/**
 * The share form: checked when sent, its message gone at the next change to any choice
 * (each choice changes what the amount may be); then the confirm dialog saves the share.
 */
export function useShareForm({
  accountCode,
  line,
  msisdn,
  quota,
  current,
  onSaved,
}: ShareFormProps) {
  const queryClient = useQueryClient();
  const form = useForm<ShareFormValues>({
    mode: 'controlled',
    initialValues: initialShareValues(quota, current),
    validate: schemaValidate(shareFormSchema(quota)),
  });
  const [confirming, setConfirming] = useState(false);
  const save = useMutation(setDataShareMutationOptions(queryClient, accountCode, line));
  const number = formatPhoneNumber(msisdn);

  const update = (next: Partial<ShareFormValues>) => {
    form.setValues(next);
    form.clearErrors();
  };
  const submit = form.onSubmit(() => {
    save.reset();
    setConfirming(true);
  });
  const confirm = () => {
    save.mutate(buildShareRequest(msisdn, form.values, quota, current), {
      onSuccess: () => {
        setConfirming(false);
        onSaved(`Your data sharing with ${number} has been saved.`);
      },
    });
  };
  const closeDialog = () => {
    setConfirming(false);
  };
  return {
    form,
    values: form.values,
    number,
    save,
    confirming,
    update,
    submit,
    confirm,
    closeDialog,
  };
}
