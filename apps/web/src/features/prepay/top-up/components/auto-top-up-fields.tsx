import { Checkbox, Group, Radio, Stack, TextInput } from '@mantine/core';
import type { TopUpErrors, TopUpField, TopUpFormValues } from './top-up-form-model';

interface AutoTopUpFieldsProps {
  values: TopUpFormValues;
  errors: TopUpErrors;
  onChange: (change: Partial<TopUpFormValues>) => void;
  onBlur: (field: TopUpField) => void;
}

/** The auto top-up tick and, once ticked, when it runs and its terms. */
export function AutoTopUpFields({ values, errors, onChange, onBlur }: AutoTopUpFieldsProps) {
  return (
    <Stack gap="md">
      <Checkbox
        label="Set up Auto Top Up"
        description="Top up automatically from the saved card chosen above, by the amount above"
        checked={values.autoTopUpTicked}
        onChange={(event) => {
          onChange({ autoTopUpTicked: event.currentTarget.checked });
        }}
      />
      {values.autoTopUpTicked && (
        <Stack gap="md" pl={{ base: 0, xs: 'xl' }}>
          <Radio.Group
            label="When to top up"
            value={values.autoTopUpMethod}
            onChange={(method) => {
              onChange({ autoTopUpMethod: method });
            }}
          >
            <Group gap="lg" mt="xs">
              <Radio value="lowBalance" label="When my balance is low" />
              <Radio value="monthly" label="Every month" />
            </Group>
          </Radio.Group>
          {values.autoTopUpMethod === 'lowBalance' ? (
            <>
              <TextInput
                label="When my balance falls below"
                leftSection={<span aria-hidden="true">$</span>}
                inputMode="decimal"
                autoComplete="off"
                maw={240}
                value={values.threshold}
                onChange={(event) => {
                  onChange({ threshold: event.currentTarget.value });
                }}
                onBlur={() => {
                  onBlur('threshold');
                }}
                error={errors.threshold}
                required
              />
              <Checkbox
                label="Ask me before each Auto Top Up"
                description="We'll hold each one until you confirm it on this page"
                checked={values.requiresCustomerConfirmation}
                onChange={(event) => {
                  onChange({ requiresCustomerConfirmation: event.currentTarget.checked });
                }}
              />
            </>
          ) : (
            <TextInput
              label="Day of the month"
              description="From 1 to 28, so every month has the day"
              inputMode="numeric"
              autoComplete="off"
              maw={240}
              value={values.dayOfMonth}
              onChange={(event) => {
                onChange({ dayOfMonth: event.currentTarget.value });
              }}
              onBlur={() => {
                onBlur('dayOfMonth');
              }}
              error={errors.dayOfMonth}
              required
            />
          )}
          <Checkbox
            label="I accept the Auto Top Up terms and conditions"
            description="You authorise us to charge the chosen card each time this Auto Top Up runs, until you delete it."
            checked={values.termsAccepted}
            onChange={(event) => {
              onChange({ termsAccepted: event.currentTarget.checked });
            }}
            error={errors.termsAccepted}
          />
        </Stack>
      )}
    </Stack>
  );
}
