import { Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { HardwareOption } from '@portal/contracts';
import { needsDelivery, type NewLineErrors, type NewLineForm } from './new-line-model';
import { AddressFields } from '../../../../shared/forms/address-fields';
import { ChoiceCard } from './choice-card';
import { priceText } from './price';

interface HardwareStepProps {
  form: NewLineForm;
  errors: NewLineErrors;
  hardware: readonly HardwareOption[];
  displayGstInclusiveValues: boolean;
  onChange: <K extends keyof NewLineForm>(field: K, value: NewLineForm[K]) => void;
}

type TextField = 'street' | 'suburb' | 'city' | 'postCode' | 'recipientName' | 'recipientPhone';

/** Step 3: SIM card, eSIM or handset; where it is delivered and who receives it (not for an eSIM). */
export function HardwareStep(props: HardwareStepProps) {
  const { form, errors, hardware, displayGstInclusiveValues, onChange } = props;
  const inputOf = (name: TextField) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      onChange(name, event.currentTarget.value);
    },
    error: errors[name],
  });
  const field = (
    name: TextField,
    label: string,
    extra: Partial<Parameters<typeof TextInput>[0]> = {},
  ) => <TextInput label={label} {...inputOf(name)} withAsterisk {...extra} />;
  const keys = hardware.map((option) => option.key);
  return (
    <Stack gap="lg" maw={640}>
      <Radio.Group
        label="SIM or handset"
        value={form.hardware}
        onChange={(value) => {
          onChange('hardware', value);
        }}
        withAsterisk
      >
        <Stack gap="xs" mt="xs">
          {hardware.map((option) => (
            <ChoiceCard
              key={option.key}
              value={option.key}
              values={keys}
              chosen={form.hardware}
              name={option.name}
              price={
                option.chargeIncludingGst === 0
                  ? 'Free'
                  : priceText(option, displayGstInclusiveValues)
              }
            >
              <Text size="sm" c="dimmed">
                {option.description}
              </Text>
            </ChoiceCard>
          ))}
        </Stack>
      </Radio.Group>
      {needsDelivery(form) ? (
        <Stack gap="sm">
          <Title order={2} size="h4">
            Delivery
          </Title>
          <AddressFields
            parts={{
              street: inputOf('street'),
              suburb: inputOf('suburb'),
              city: inputOf('city'),
              postCode: inputOf('postCode'),
            }}
            required={['street', 'suburb', 'city', 'postCode']}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('recipientName', 'Recipient name', { autoComplete: 'name' })}
            {field('recipientPhone', 'Recipient phone', {
              autoComplete: 'tel-national',
              inputMode: 'tel',
            })}
          </SimpleGrid>
        </Stack>
      ) : (
        <Text size="sm">
          Nothing is delivered for an eSIM: once your order is processed we email you a QR code to
          scan with your phone.
        </Text>
      )}
    </Stack>
  );
}
