import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type SyntheticEvent } from 'react';
import { DATA_SHARE_LIMIT, beneficiaryNumberError } from '@portal/domain';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../../shared/api';
import { validateBeneficiaryMutationOptions } from '../api/sharing-queries';

interface AddBeneficiaryProps {
  accountCode: string;
  line: string;
  atLimit: boolean;
}

/**
 * Checks the number (the spec's message when it is not one) and then asks the server,
 * which also refuses a 6th number; a good number goes on to set up what it gets.
 */
export function AddBeneficiary({ accountCode, line, atLimit }: AddBeneficiaryProps) {
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = useMutation({
    ...validateBeneficiaryMutationOptions(accountCode, line),
    onSuccess: async (result) => {
      if (!result.valid) {
        setError(result.message ?? 'This number cannot get your data.');
        return;
      }
      await navigate({
        to: '/mobile/sharing/manage-sharing',
        search: { beneficiaryMsisdn: result.beneficiaryMsisdn },
      });
    },
    onError: (failure) => {
      setError(failureMessage(failure, PLEASE_TRY_AGAIN));
    },
  });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = beneficiaryNumberError(number);
    setError(problem ?? null);
    if (problem === undefined) check.mutate(number);
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="add-beneficiary">
      <Stack gap="sm">
        <Title order={2} size="h4" id="add-beneficiary">
          Share with another number
        </Title>
        <Text size="sm" c="dimmed">
          {atLimit
            ? `You already share with ${DATA_SHARE_LIMIT} numbers, the most you can. Remove one to add another.`
            : `You can share with up to ${DATA_SHARE_LIMIT} mobile numbers on our network.`}
        </Text>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm">
            <TextInput
              label="Mobile number"
              inputMode="tel"
              autoComplete="off"
              value={number}
              error={error}
              onChange={(event) => {
                setNumber(event.currentTarget.value);
              }}
              style={{ flex: '1 1 16rem', maxWidth: '22rem' }}
            />
            <Button type="submit" mt={25} loading={check.isPending} disabled={check.isPending}>
              Check number
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
