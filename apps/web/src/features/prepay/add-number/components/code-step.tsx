import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { registerNumberVerifyRequestSchema } from '@portal/contracts';
import { formatPhoneNumber } from '@portal/domain';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../../shared/api';
import { schemaValidate } from '../../../../shared/forms/schema-validate';
import { Notice } from '../../../../shared/ui/notice';
import { refusalOf } from '../api/refusal';
import type { SentCode, useAddNumberFlow } from '../hooks/use-add-number-flow';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { SubmitButton } from '../../../../shared/ui/submit-button';
import { TitledSection } from '../../../../shared/ui/titled-section';

type Flow = ReturnType<typeof useAddNumberFlow>;

/** People may type the code with spaces, as texts often group it. */
const withoutSpaces = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\s/g, '') : value;
const codeFormSchema = z.object({
  code: z.preprocess(withoutSpaces, registerNumberVerifyRequestSchema.shape.code),
});
type CodeForm = z.input<typeof codeFormSchema>;

function secondsText(seconds: number): string {
  return `${String(seconds)} second${seconds === 1 ? '' : 's'}`;
}

interface CodeStepProps {
  sentCode: SentCode;
  send: Flow['send'];
  verify: Flow['verify'];
  onChangeNumber: () => void;
}

/** Step 2: the code from the text; a new code once the server's cool-down has passed. */
export function CodeStep({ sentCode, send, verify, onChangeNumber }: CodeStepProps) {
  const wait = useResendCountdown(sentCode.lastOtpSentTime);
  const [resent, setResent] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  // Checked when sent, not on blur: the field has the focus from the start, and an error shown
  // as the person reaches for another button would move that button from under the pointer.
  const form = useForm<CodeForm>({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: schemaValidate(codeFormSchema),
  });

  useEffect(() => {
    codeInput.current?.focus();
  }, []);

  const submit = ({ code }: CodeForm) => {
    verify.mutate(String(withoutSpaces(code)), {
      onError: (error) => {
        // Wrong code, expired or used code, too many tries: the server's words, on the field.
        const refusal = refusalOf(error);
        if (refusal !== null) form.setFieldError('code', refusal.message);
      },
    });
  };
  const resend = () => {
    send.mutate(sentCode.mobileNumber, {
      onSuccess: () => {
        form.reset();
        verify.reset();
        setResent(true);
        codeInput.current?.focus();
      },
    });
  };
  const verifyFailed = verify.isError && refusalOf(verify.error) === null;
  const number = formatPhoneNumber(sentCode.mobileNumber);

  return (
    <TitledSection title="Enter the code" titleMb="xs">
      <Text mb="md">
        We&apos;ve texted a 6-digit code to <strong>{number}</strong>.
      </Text>
      <Stack gap="md" maw={420}>
        <div role="status">
          {resent && !send.isPending && (
            <Text size="sm">A new code is on its way to {number}.</Text>
          )}
        </div>
        {verifyFailed && (
          <Notice color="red" title="Uh oh, something went wrong." role="alert">
            Please try again.
          </Notice>
        )}
        {send.isError && (
          <Notice color="red" title="We couldn't send a new code" role="alert">
            {failureMessage(send.error, PLEASE_TRY_AGAIN)}
          </Notice>
        )}
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <TextInput
              ref={codeInput}
              label="Code from the text"
              description="6 digits"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              {...form.getInputProps('code')}
            />
            <SubmitButton pending={verify.isPending}>Add number</SubmitButton>
          </Stack>
        </form>
        <Stack gap="xs" mt="sm">
          <Text size="sm" fw={600}>
            Didn&apos;t get a text?
          </Text>
          <Group gap="sm">
            <Button
              variant="default"
              onClick={resend}
              loading={send.isPending}
              disabled={wait > 0 || send.isPending}
            >
              Send a new code
            </Button>
            <Button variant="subtle" onClick={onChangeNumber}>
              Use a different number
            </Button>
          </Group>
          {wait > 0 && (
            <Text size="sm" c="dimmed">
              You can ask for a new code in {secondsText(wait)}.
            </Text>
          )}
        </Stack>
      </Stack>
    </TitledSection>
  );
}
