import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LINKED_NUMBER_DESCRIPTION_MAX_LENGTH, PEOPLE_MESSAGES } from '@portal/contracts';
import { failureMessage } from '../../../shared/api';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { Notice } from '../../../shared/ui/notice';
import { linkNumberMutationOptions } from '../api/account-people-queries';
import {
  EMPTY_LINK_NUMBER,
  linkNumberFormSchema,
  type LinkNumberValues,
} from './link-number-model';
import { notifySuccess } from './notify-success';
import { SubmitButton } from '../../../shared/ui/submit-button';

/** Links one more number, with a description of whose it is. */
export function LinkNumberForm({ accountCode }: { accountCode: string }) {
  const queryClient = useQueryClient();
  const link = useMutation(linkNumberMutationOptions(queryClient, accountCode));
  const form = useForm<LinkNumberValues>({
    mode: 'controlled',
    initialValues: EMPTY_LINK_NUMBER,
    validate: schemaValidate(linkNumberFormSchema),
  });

  const submit = form.onSubmit((values) => {
    if (link.isPending) return;
    link.mutate(values, {
      onSuccess: () => {
        notifySuccess(PEOPLE_MESSAGES.numberLinked);
        form.reset();
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Link a number">
      <Stack gap="sm" mt="md" maw={420}>
        {link.isError && (
          <Notice color="red" role="alert" title="Uh oh, something went wrong.">
            {failureMessage(link.error, 'the details could not be updated.')}
          </Notice>
        )}
        <TextInput
          label="Number to link"
          type="tel"
          description="A mobile or landline, e.g. 021 123 4567"
          {...form.getInputProps('number')}
          onChange={(event) => {
            form.setFieldValue('number', event.currentTarget.value);
            link.reset();
          }}
        />
        <TextInput
          label="Description (optional)"
          description="e.g. Work mobile"
          maxLength={LINKED_NUMBER_DESCRIPTION_MAX_LENGTH}
          {...form.getInputProps('description')}
        />
        <SubmitButton pending={link.isPending}>Link number</SubmitButton>
      </Stack>
    </form>
  );
}
