import { Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { formatCardNumberInput } from '@portal/domain';
import type { CardErrors, CardField, CardForm } from './card-form-model';
import { expiryYears } from './card-form-model';

interface CardFieldsProps {
  form: CardForm;
  errors: CardErrors;
  onChange: (field: CardField, value: string) => void;
  onBlur: (field: CardField) => void;
  /** The card types this form takes, under the number, where not every type is (spec 5). */
  acceptedTypesHint?: string;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => {
  const value = String(i + 1);
  return { value, label: value.padStart(2, '0') };
});

/** The card's fields with the browser's card autofill names; errors under each field. */
export function CardFields({ form, errors, onChange, onBlur, acceptedTypesHint }: CardFieldsProps) {
  const years = expiryYears(new Date());
  const text =
    (field: CardField, format: (value: string) => string = (value) => value) =>
    (event: { currentTarget: { value: string } }) => {
      onChange(field, format(event.currentTarget.value));
    };
  return (
    <Stack gap="md">
      <TextInput
        label="Cardholder name"
        autoComplete="cc-name"
        value={form.cardholderName}
        onChange={text('cardholderName')}
        onBlur={() => {
          onBlur('cardholderName');
        }}
        error={errors.cardholderName}
        required
      />
      <TextInput
        label="Card number"
        description={acceptedTypesHint}
        inputMode="numeric"
        autoComplete="cc-number"
        value={form.cardNumber}
        onChange={text('cardNumber', formatCardNumberInput)}
        onBlur={() => {
          onBlur('cardNumber');
        }}
        error={errors.cardNumber}
        required
      />
      <Group gap="md" align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
        <NativeSelect
          label="Expiry month"
          autoComplete="cc-exp-month"
          data={[{ value: '', label: 'Month' }, ...MONTHS]}
          value={form.expiryMonth}
          onChange={text('expiryMonth')}
          onBlur={() => {
            onBlur('expiryMonth');
          }}
          error={errors.expiryMonth}
          required
          miw={130}
        />
        <NativeSelect
          label="Expiry year"
          autoComplete="cc-exp-year"
          data={[{ value: '', label: 'Year' }, ...years]}
          value={form.expiryYear}
          onChange={text('expiryYear')}
          onBlur={() => {
            onBlur('expiryYear');
          }}
          error={errors.expiryYear}
          required
          miw={130}
        />
        <TextInput
          label="CVV/CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={form.cvv}
          onChange={text('cvv', (value) => value.replace(/\D/g, ''))}
          onBlur={() => {
            onBlur('cvv');
          }}
          error={errors.cvv}
          required
          miw={130}
        />
      </Group>
    </Stack>
  );
}
