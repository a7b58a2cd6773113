import { Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { formatCardNumberInput } from '@portal/domain';
import type { CardField } from './card-form-model';
import { expiryYears } from './card-form-model';
import type { CardFormState } from './use-card-form';

interface CardFieldsProps {
  card: CardFormState;
  /** Called after any field changes, as a page clears a failure the last card met. */
  onEdit?: () => void;
  /** The card types this form takes, under the number, where not every type is (spec 5). */
  acceptedTypesHint?: string;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => {
  const value = String(i + 1);
  return { value, label: value.padStart(2, '0') };
});

/** The card's fields with the browser's card autofill names; errors under each field. */
export function CardFields({ card, onEdit, acceptedTypesHint }: CardFieldsProps) {
  const years = expiryYears(new Date());
  const text =
    (field: CardField, format: (value: string) => string = (value) => value) =>
    (event: { currentTarget: { value: string } }) => {
      card.change(field, format(event.currentTarget.value));
      onEdit?.();
    };
  return (
    <Stack gap="md">
      <TextInput
        label="Cardholder name"
        autoComplete="cc-name"
        value={card.values.cardholderName}
        onChange={text('cardholderName')}
        onBlur={() => {
          card.leave('cardholderName');
        }}
        error={card.messageOf('cardholderName')}
        required
      />
      <TextInput
        label="Card number"
        description={acceptedTypesHint}
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.values.cardNumber}
        onChange={text('cardNumber', formatCardNumberInput)}
        onBlur={() => {
          card.leave('cardNumber');
        }}
        error={card.messageOf('cardNumber')}
        required
      />
      <Group gap="md" align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
        <NativeSelect
          label="Expiry month"
          autoComplete="cc-exp-month"
          data={[{ value: '', label: 'Month' }, ...MONTHS]}
          value={card.values.expiryMonth}
          onChange={text('expiryMonth')}
          onBlur={() => {
            card.leave('expiryMonth');
          }}
          error={card.messageOf('expiryMonth')}
          required
          miw={130}
        />
        <NativeSelect
          label="Expiry year"
          autoComplete="cc-exp-year"
          data={[{ value: '', label: 'Year' }, ...years]}
          value={card.values.expiryYear}
          onChange={text('expiryYear')}
          onBlur={() => {
            card.leave('expiryYear');
          }}
          error={card.messageOf('expiryYear')}
          required
          miw={130}
        />
        <TextInput
          label="CVV/CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={card.values.cvv}
          onChange={text('cvv', (value) => value.replace(/\D/g, ''))}
          onBlur={() => {
            card.leave('cvv');
          }}
          error={card.messageOf('cvv')}
          required
          miw={130}
        />
      </Group>
    </Stack>
  );
}
