import { Anchor, Button, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { correctionRequestBodySchema, type DataExport } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { failureMessage } from '../../../shared/api';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { Notice } from '../../../shared/ui/notice';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { TitledSection } from '../../../shared/ui/titled-section';
import {
  archiveUrl,
  correctionMutationOptions,
  dataExportsQueryOptions,
  requestDataExportMutationOptions,
} from '../api/data-rights-queries';

function ExportState({ latest, userGuid }: { latest: DataExport; userGuid: string }) {
  if (latest.state === 'preparing') {
    return (
      <Notice color="blue" role="status" title="Preparing your data">
        We are gathering everything we hold about you. This page updates when it is ready, and we
        will email you too.
      </Notice>
    );
  }
  if (latest.state === 'ready') {
    return (
      <Notice color="green" role="status" title="Your data is ready">
        <Anchor href={archiveUrl(userGuid, latest.id)} download="my-data.zip" underline="always">
          Download your data (zip)
        </Anchor>{' '}
        — available until {formatDate(latest.expiresAt)}.
      </Notice>
    );
  }
  if (latest.state === 'expired') {
    return (
      <Text size="sm">
        Your last download expired on {formatDate(latest.expiresAt)}. Ask again for a fresh copy.
      </Text>
    );
  }
  return (
    <Notice color="red" role="alert" title="We could not prepare your data">
      Please call us and we will send it another way.
    </Notice>
  );
}

interface CorrectionForm {
  what: string;
  correction: string;
}

function CorrectionForm({ userGuid, accountCode }: { userGuid: string; accountCode?: string }) {
  const ask = useMutation(correctionMutationOptions(userGuid));
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<CorrectionForm>({
    mode: 'controlled',
    initialValues: { what: '', correction: '' },
    validate: schemaValidate(correctionRequestBodySchema),
    validateInputOnBlur: true,
  });
  const submit = (values: CorrectionForm) => {
    if (ask.isPending) return;
    ask.mutate(
      {
        what: values.what.trim(),
        correction: values.correction.trim(),
        ...(accountCode === undefined ? {} : { accountCode }),
      },
      {
        onSuccess: (request) => {
          setAnswer(
            `Thank you. We will reply by ${formatDate(request.dueOn)} (within 20 working days).`,
          );
          form.reset();
        },
      },
    );
  };
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm" maw={520}>
        <Text fw={600} size="sm" component="h3">
          Ask us to correct something
        </Text>
        {answer !== null && (
          <Notice color="green" role="status">
            {answer}
          </Notice>
        )}
        {ask.isError && (
          <Notice color="red" role="alert">
            {failureMessage(ask.error, 'We could not send your request. Please try again.')}
          </Notice>
        )}
        <Textarea
          label="What is wrong"
          description="e.g. my date of birth"
          required
          {...form.getInputProps('what')}
        />
        <Textarea label="What it should say" required {...form.getInputProps('correction')} />
        <SubmitButton pending={ask.isPending}>Send correction request</SubmitButton>
      </Stack>
    </form>
  );
}

/**
 * "Your data" on My details (issue 30): a copy of everything we hold about the person,
 * prepared in the background, and a request to correct any of it (Privacy Act 2020).
 */
export function YourDataSection({
  userGuid,
  accountCode,
}: {
  userGuid: string;
  accountCode?: string;
}) {
  const queryClient = useQueryClient();
  const list = useQuery(dataExportsQueryOptions(userGuid));
  const request = useMutation(requestDataExportMutationOptions(queryClient, userGuid));
  const latest = list.data?.[0];
  return (
    <TitledSection
      id="your-data"
      title="Your data"
      description="Get a copy of everything we hold about you and your accounts, or ask us to correct it."
    >
      <Stack gap="md">
        {latest !== undefined && <ExportState latest={latest} userGuid={userGuid} />}
        {request.isError && (
          <Notice color="red" role="alert">
            {failureMessage(request.error, 'We could not ask for your data. Please try again.')}
          </Notice>
        )}
        {latest?.state !== 'preparing' && (
          <Button
            variant="light"
            w="fit-content"
            loading={request.isPending}
            onClick={() => {
              if (!request.isPending) request.mutate();
            }}
          >
            Download my data
          </Button>
        )}
        <CorrectionForm
          userGuid={userGuid}
          {...(accountCode === undefined ? {} : { accountCode })}
        />
      </Stack>
    </TitledSection>
  );
}
