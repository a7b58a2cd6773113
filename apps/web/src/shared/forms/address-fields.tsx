import { SimpleGrid, Stack, TextInput, type TextInputProps } from '@mantine/core';

/** The lines of a NZ address a form may ask for, by what they mean, not by a field's name. */
export type AddressPart = 'street' | 'unit' | 'suburb' | 'city' | 'region' | 'postCode' | 'country';

/**
 * One set of words for every address form (decision 039; the spec quotes none): what move
 * house, billing details, the modem return and the new line's delivery show.
 */
export const ADDRESS_LABELS: Record<AddressPart, string> = {
  street: 'Street address',
  unit: 'Unit, flat or building',
  suburb: 'Suburb',
  city: 'Town or city',
  region: 'Region',
  postCode: 'Postcode',
  country: 'Country',
};

const ORDER: readonly AddressPart[] = [
  'street',
  'unit',
  'suburb',
  'city',
  'region',
  'postCode',
  'country',
];

const INPUT_OF: Record<AddressPart, Partial<TextInputProps>> = {
  street: { autoComplete: 'address-line1' },
  unit: { autoComplete: 'address-line2' },
  suburb: { autoComplete: 'address-level3' },
  city: { autoComplete: 'address-level2' },
  region: { autoComplete: 'address-level1' },
  // No maxLength: a fifth digit typed is shown and refused by the schema, not silently dropped.
  postCode: { autoComplete: 'postal-code', inputMode: 'numeric' },
  country: { autoComplete: 'country-name' },
};

/** What `useForm`'s `getInputProps` gives a field. */
type InputProps = Partial<TextInputProps>;

interface AddressFieldsProps {
  /** The parts this form has, each with its field's input props; shown in the order above. */
  parts: Partial<Record<AddressPart, InputProps>>;
  /** The parts the form's schema requires; every other part is labelled optional. */
  required: readonly AddressPart[];
}

/**
 * The address lines of a form: the street on its own line, the rest two to a row from small
 * screens up. Rules and messages stay the form's schema's.
 */
export function AddressFields({ parts, required }: AddressFieldsProps) {
  const field = (part: AddressPart) => {
    const props = parts[part];
    if (props === undefined) return null;
    const needed = required.includes(part);
    return (
      <TextInput
        key={part}
        label={needed ? ADDRESS_LABELS[part] : `${ADDRESS_LABELS[part]} (optional)`}
        required={needed}
        {...INPUT_OF[part]}
        {...props}
      />
    );
  };
  return (
    <Stack gap="md">
      {field('street')}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {ORDER.filter((part) => part !== 'street').map(field)}
      </SimpleGrid>
    </Stack>
  );
}
