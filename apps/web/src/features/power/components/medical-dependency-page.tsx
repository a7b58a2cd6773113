import {
  Anchor,
  Checkbox,
  FileInput,
  Group,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ConfirmationType } from '@portal/domain';
import { formatDate } from '@portal/domain';
import type { MedicalDependency } from '@portal/contracts';
import { useCanChangeAccount } from '../../../shared/accounts';
import { failureMessage } from '../../../shared/api';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { Notice } from '../../../shared/ui/notice';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { TitledSection } from '../../../shared/ui/titled-section';
import {
  applyMedicalDependencyMutationOptions,
  confirmationUrl,
  medicalDependencyQueryOptions,
  uploadConfirmationMutationOptions,
} from '../api/medical-dependency-queries';
import {
  checkChosenFile,
  emptyMedicalDependencyForm,
  fileWords,
  medicalDependencyFormSchema,
  statusWords,
  type MedicalDependencyForm,
} from './medical-dependency-model';
import { PowerAccountPage } from './selected-power-account';

/** /power/medical-dependency: apply as medically dependent and send the practitioner's letter. */
export function MedicalDependencyPage() {
  return <PowerAccountPage routeKey="power-medical-dependency" Body={MedicalDependencyBody} />;
}

function MedicalDependencyBody({ accountCode }: { accountCode: string }) {
  const canChange = useCanChangeAccount(accountCode);
  return (
    <Stack gap="lg">
      <TitledSection title="What this means">
        <Stack gap="xs">
          <Text size="sm">
            Someone is medically dependent when losing power could put their life at risk or cause
            them serious harm, for example because they use an oxygen concentrator, a home dialysis
            machine or a ventilator.
          </Text>
          <Text size="sm">
            Once you have applied, we will not disconnect the power for unpaid bills, and we will
            talk with you before any change to your power. It does not stop power cuts from the
            network: keep a plan for one, such as a back-up battery or somewhere to go. In an
            emergency, call 111.
          </Text>
        </Stack>
      </TitledSection>
      {canChange ? (
        <MedicalDependencyStatus accountCode={accountCode} />
      ) : (
        <Notice color="gray" title="For the account holder" role="status">
          <Text size="sm">
            Only the account holder can see or make an application, as it holds health details. Ask
            them if someone in your home depends on power.
          </Text>
        </Notice>
      )}
    </Stack>
  );
}

function MedicalDependencyStatus({ accountCode }: { accountCode: string }) {
  const query = useQuery(medicalDependencyQueryOptions(accountCode));
  if (query.isPending) return <LoadingSkeleton height={200} label="Loading your application" />;
  if (query.isError) {
    return <LoadFailed what="your application" onRetry={() => void query.refetch()} />;
  }
  const application = query.data;
  return (
    <>
      {application !== null && (
        <ApplicationSummary accountCode={accountCode} application={application} />
      )}
      {application?.state === 'pending' && (
        <ConfirmationUpload accountCode={accountCode} application={application} />
      )}
      {(application === null || application.state === 'declined') && (
        <DeclarationForm accountCode={accountCode} previous={application} />
      )}
    </>
  );
}

function ApplicationSummary({
  accountCode,
  application,
}: {
  accountCode: string;
  application: MedicalDependency;
}) {
  return (
    <TitledSection title="Your application">
      <Stack gap={6}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            Status:
          </Text>
          <Text size="sm" fw={700}>
            {statusWords(application.state)}
          </Text>
        </Group>
        {application.state === 'pending' && (
          <Text size="sm">
            You are protected while we check it. We will confirm it once we have the health
            practitioner&apos;s confirmation.
          </Text>
        )}
        {application.state === 'confirmed' && application.decidedAt !== null && (
          <Text size="sm">Confirmed on {formatDate(application.decidedAt)}.</Text>
        )}
        {application.state === 'declined' && (
          <Text size="sm">
            We could not confirm it: {application.declineReason}. You can apply again below.
          </Text>
        )}
        <Text size="sm">
          <strong>Who depends on power:</strong> {application.dependentName}
        </Text>
        <Text size="sm">
          <strong>Equipment or need:</strong> {application.need}
        </Text>
        <Text size="sm">
          <strong>Contact phone:</strong> {application.contactPhone}
        </Text>
        <Text size="sm">
          <strong>Applied on:</strong> {formatDate(application.declaredAt)}
        </Text>
        {application.confirmation !== null && (
          <Text size="sm">
            <strong>Health practitioner&apos;s confirmation:</strong>{' '}
            <Anchor href={confirmationUrl(accountCode)} underline="always">
              Open the confirmation ({fileWords(application.confirmation)})
            </Anchor>
          </Text>
        )}
      </Stack>
    </TitledSection>
  );
}

function DeclarationForm({
  accountCode,
  previous,
}: {
  accountCode: string;
  previous: MedicalDependency | null;
}) {
  const queryClient = useQueryClient();
  const apply = useMutation(applyMedicalDependencyMutationOptions(queryClient, accountCode));
  const form = useForm<MedicalDependencyForm>({
    mode: 'controlled',
    initialValues: emptyMedicalDependencyForm(previous),
    validate: schemaValidate(medicalDependencyFormSchema),
    onValuesChange: () => {
      if (apply.isError) apply.reset();
    },
  });
  const submit = form.onSubmit((values) => {
    if (apply.isPending) return;
    apply.mutate({ ...values, declaration: true });
  });
  return (
    <TitledSection title={previous === null ? 'Apply' : 'Apply again'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={560}>
          {apply.isError && (
            <Notice color="red" title="Your application was not sent" role="alert">
              {failureMessage(apply.error, 'Please try again.')}
            </Notice>
          )}
          <TextInput
            label="Who depends on power"
            description="Their full name"
            required
            maxLength={100}
            {...form.getInputProps('dependentName')}
          />
          <Textarea
            label="What equipment or need depends on power"
            description="For example: oxygen concentrator, used day and night"
            required
            rows={3}
            maxLength={500}
            {...form.getInputProps('need')}
          />
          <TextInput
            label="Contact phone"
            description="A number we can reach you on about this, e.g. 021 123 4567"
            required
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('contactPhone')}
          />
          <Checkbox
            label="I declare that the person named above lives at this address and depends on power for their health, and that losing power could put their life at risk or cause them serious harm. I will tell you if this changes."
            {...form.getInputProps('declaration', { type: 'checkbox' })}
          />
          <SubmitButton pending={apply.isPending}>Send application</SubmitButton>
        </Stack>
      </form>
    </TitledSection>
  );
}

function ConfirmationUpload({
  accountCode,
  application,
}: {
  accountCode: string;
  application: MedicalDependency;
}) {
  const queryClient = useQueryClient();
  const upload = useMutation(uploadConfirmationMutationOptions(queryClient, accountCode));
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ConfirmationType | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setChecked(null);
    setProblem(null);
    setSent(false);
    upload.reset();
    if (chosen === null) return;
    const check = await checkChosenFile(chosen);
    if (check.ok) setChecked(check.type);
    else setProblem(check.message);
  };
  const send = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (upload.isPending) return;
    if (file === null || checked === null) {
      setProblem(problem ?? 'Please choose the confirmation file to upload.');
      return;
    }
    upload.mutate(
      { file, type: checked },
      {
        onSuccess: () => {
          setSent(true);
          setFile(null);
          setChecked(null);
        },
      },
    );
  };
  const error =
    problem ?? (upload.isError ? failureMessage(upload.error, 'Please try again.') : null);
  return (
    <TitledSection
      title="Health practitioner's confirmation"
      description="A letter or form from a doctor, nurse practitioner or other health practitioner saying that the person depends on power."
    >
      <form onSubmit={send} noValidate>
        <Stack gap="md" maw={560}>
          {sent && (
            <Notice color="green" title="Confirmation received" role="status">
              Thank you. We have the confirmation and will check it soon.
            </Notice>
          )}
          <FileInput
            label={
              application.confirmation === null
                ? 'Confirmation file'
                : 'Replace the confirmation file'
            }
            description="A PDF, JPEG or PNG file of at most 5 MB. A clear photo of the letter is fine."
            accept="application/pdf,image/jpeg,image/png"
            value={file}
            error={error}
            onChange={(chosen) => {
              void choose(chosen);
            }}
          />
          <SubmitButton pending={upload.isPending}>Upload confirmation</SubmitButton>
        </Stack>
      </form>
    </TitledSection>
  );
}
