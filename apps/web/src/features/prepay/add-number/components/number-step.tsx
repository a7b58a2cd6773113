import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import {
  INVALID_PREPAY_NUMBER_MESSAGE,
  isValidPrepayMobileNumber,
  normaliseMobileNumber,
} from '@portal/domain';
import { schemaValidate } from '../../../../shared/forms/schema-validate';
import { Notice } from '../../../../shared/ui/notice';
import { refusalOf } from '../api/refusal';
import type { useAddNumberFlow } from '../hooks/use-add-number-flow';
import { SubmitButton } from '../../../../shared/ui/submit-button';
import { TitledSection } from '../../../../shared/ui/titled-section';

/** Spec section 5: a prepay number is 02 and 6 to 9 digits, in any spacing. */
const numberFormSchema = z.object({
  mobileNumber: z.string().refine(isValidPrepayMobileNumber, INVALID_PREPAY_NUMBER_MESSAGE),
});
type NumberForm = z.infer<typeof numberFormSchema>;

type Send = ReturnType<typeof useAddNumberFlow>['send'];

/** Step 1: the prepay number to add; a code is texted to it. */
export function NumberStep({ typedNumber, send }: { typedNumber: string; send: Send }) {
  const form = useForm<NumberForm>({
    mode: 'controlled',
    initialValues: { mobileNumber: typedNumber },
    validate: schemaValidate(numberFormSchema),
    validateInputOnBlur: true,
    onValuesChange: () => {
      if (send.isError) send.reset();
    },
  });

  const submit = ({ mobileNumber }: NumberForm) => {
    send.mutate(normaliseMobileNumber(mobileNumber), {
      onError: (error) => {
        const refusal = refusalOf(error);
        if (refusal !== null && refusal.status !== 429) {
          form.setFieldError('mobileNumber', refusal.message);
        }
      },
    });
  };
  // A number the server will not text is the field's problem; a wait, or a failure, the form's.
  const refusal = refusalOf(send.error);
  const formProblem = send.isError && (refusal === null || refusal.status === 429);

  return (
    <TitledSection title="Your prepay number" titleMb="xs">
      <Text mb="md">
        We&apos;ll text a 6-digit code to the number. Only someone holding that phone can finish
        adding it.
      </Text>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md" maw={420}>
          {formProblem && (
            <Notice color="red" title="Uh oh, something went wrong." role="alert">
              {refusal?.message ?? 'Please try again.'}
            </Notice>
          )}
          <TextInput
            label="Prepay mobile number"
            description="For example 020 123 4567"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            {...form.getInputProps('mobileNumber')}
          />
          <SubmitButton pending={send.isPending}>Send code</SubmitButton>
        </Stack>
      </form>
    </TitledSection>
  );
}
