import {
  Checkbox,
  NativeSelect,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { formatPhoneNumber } from '@portal/domain';
import type { NewLineErrors, NewLineForm } from './new-line-model';

interface NumberStepProps {
  form: NewLineForm;
  errors: NewLineErrors;
  numbers: readonly string[];
  providers: readonly string[];
  onChange: <K extends keyof NewLineForm>(field: K, value: NewLineForm[K]) => void;
}

/** Step 2: one of the new numbers on offer, or the person's own number brought across. */
export function NumberStep({ form, errors, numbers, providers, onChange }: NumberStepProps) {
  return (
    <Stack gap="md" maw={560}>
      <Stack gap={4}>
        <Text fw={500} size="sm" id="number-choice-label">
          Which number?
        </Text>
        <SegmentedControl
          aria-labelledby="number-choice-label"
          value={form.numberChoice}
          onChange={(value) => {
            onChange('numberChoice', value);
          }}
          data={[
            { value: 'NewNumber', label: 'A new number' },
            { value: 'ExistingNumber', label: 'Bring my number' },
          ]}
        />
      </Stack>
      {form.numberChoice === 'NewNumber' ? (
        <Radio.Group
          label="Choose your new number"
          value={form.newNumber}
          onChange={(value) => {
            onChange('newNumber', value);
          }}
          error={errors.newNumber}
          withAsterisk
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
            {numbers.map((number) => (
              <Radio key={number} value={number} label={formatPhoneNumber(number)} />
            ))}
          </SimpleGrid>
        </Radio.Group>
      ) : (
        <>
          <TextInput
            label="Your mobile number"
            inputMode="tel"
            autoComplete="tel-national"
            value={form.portNumber}
            onChange={(event) => {
              onChange('portNumber', event.currentTarget.value);
            }}
            error={errors.portNumber}
            withAsterisk
          />
          <NativeSelect
            label="Current provider"
            value={form.currentProvider}
            onChange={(event) => {
              onChange('currentProvider', event.currentTarget.value);
            }}
            data={[{ value: '', label: 'Choose a provider' }, ...providers]}
            error={errors.currentProvider}
            withAsterisk
          />
          <TextInput
            label="Account number with your current provider"
            description="On your bill from them; for prepay, your number's PIN or the SIM number."
            value={form.accountNumber}
            onChange={(event) => {
              onChange('accountNumber', event.currentTarget.value);
            }}
            error={errors.accountNumber}
            withAsterisk
          />
          <Checkbox
            label="I authorise you to transfer my number from my current provider."
            checked={form.authority}
            onChange={(event) => {
              onChange('authority', event.currentTarget.checked);
            }}
            error={errors.authority}
          />
        </>
      )}
    </Stack>
  );
}
