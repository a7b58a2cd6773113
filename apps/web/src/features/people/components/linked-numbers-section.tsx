import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  LINKED_NUMBER_DESCRIPTION_MAX_LENGTH,
  PEOPLE_MESSAGES,
  USER_MESSAGES,
  type LinkedNumber,
} from '@portal/contracts';
import { FORM_MESSAGES, formatPhoneNumber, isValidMobileNumber } from '@portal/domain';
import { failureMessage } from '../../../shared/api';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Notice } from '../../../shared/ui/notice';
import {
  linkNumberMutationOptions,
  linkedNumbersQueryOptions,
  unlinkNumberMutationOptions,
} from '../api/account-people-queries';
import { notifySuccess } from './notify-success';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';

/**
 * Numbers linked to the account, so we know the customer when they call from one. Every
 * holder sees them; the owner (and staff) link and remove.
 */
export function LinkedNumbersSection({
  accountCode,
  canChange,
}: {
  accountCode: string;
  canChange: boolean;
}) {
  const queryClient = useQueryClient();
  const numbers = useQuery(linkedNumbersQueryOptions(accountCode));
  const [removing, setRemoving] = useState<LinkedNumber | null>(null);
  const unlink = useMutation(unlinkNumberMutationOptions(queryClient, accountCode));
  const shown = (linked: LinkedNumber) => formatPhoneNumber(linked.number);

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="linked-numbers">
      <Title order={2} size="h3" id="linked-numbers" mb="xs">
        Linked numbers
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        When you call us from one of these numbers, we know it is you.
      </Text>
      {numbers.isPending ? (
        <LoadingSkeleton height={40} label="Loading linked numbers" />
      ) : numbers.isError || numbers.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No numbers are linked to this account yet.
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-labelledby="linked-numbers"
        >
          {numbers.data.map((linked) => (
            <Group component="li" key={linked.id} justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text fw={600}>{shown(linked)}</Text>
                {linked.description !== null && (
                  <Text size="sm" c="dimmed">
                    {linked.description}
                  </Text>
                )}
              </div>
              {canChange && (
                <Button
                  variant="default"
                  size="sm"
                  aria-label={`Remove ${shown(linked)}`}
                  onClick={() => {
                    unlink.reset();
                    setRemoving(linked);
                  }}
                >
                  Remove
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {canChange && <LinkNumberForm accountCode={accountCode} />}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove linked number?"
        confirmLabel="Remove"
        cancelLabel="Keep"
        danger
        pending={unlink.isPending}
        error={
          unlink.isError && removing !== null ? USER_MESSAGES.notRemoved(shown(removing)) : null
        }
        onConfirm={() => {
          if (removing === null) return;
          unlink.mutate(removing.id, {
            onSuccess: () => {
              notifySuccess(PEOPLE_MESSAGES.numberUnlinked);
              setRemoving(null);
            },
          });
        }}
        onClose={() => {
          setRemoving(null);
        }}
      >
        {removing === null ? '' : `${shown(removing)} will no longer be linked to this account.`}
      </ConfirmDialog>
    </Paper>
  );
}

function LinkNumberForm({ accountCode }: { accountCode: string }) {
  const queryClient = useQueryClient();
  const link = useMutation(linkNumberMutationOptions(queryClient, accountCode));
  const [number, setNumber] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (link.isPending) return;
    if (!isValidMobileNumber(number)) {
      setError(FORM_MESSAGES.phoneNumber);
      return;
    }
    link.mutate(
      { number, description },
      {
        onSuccess: () => {
          notifySuccess(PEOPLE_MESSAGES.numberLinked);
          setNumber('');
          setDescription('');
        },
      },
    );
  };

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
          value={number}
          error={error}
          onChange={(event) => {
            setNumber(event.currentTarget.value);
            setError(undefined);
            link.reset();
          }}
        />
        <TextInput
          label="Description (optional)"
          description="e.g. Work mobile"
          maxLength={LINKED_NUMBER_DESCRIPTION_MAX_LENGTH}
          value={description}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
          }}
        />
        <Button type="submit" w="fit-content" loading={link.isPending} disabled={link.isPending}>
          Link number
        </Button>
      </Stack>
    </form>
  );
}
