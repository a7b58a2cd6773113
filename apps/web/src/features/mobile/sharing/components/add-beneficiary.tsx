import { Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { DATA_SHARE_LIMIT } from '@portal/domain';
import { SubmitButton } from '../../../../shared/ui/submit-button';
import { useAddBeneficiary } from './use-add-beneficiary';

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
  const { form, check, submit } = useAddBeneficiary(accountCode, line);
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
              {...form.getInputProps('number')}
              style={{ flex: '1 1 16rem', maxWidth: '22rem' }}
            />
            <SubmitButton pending={check.isPending} mt={25}>
              Check number
            </SubmitButton>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
