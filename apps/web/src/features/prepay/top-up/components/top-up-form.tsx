import { Button, Checkbox, Group, Paper, Radio, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { RechargeConfiguration } from '@portal/contracts';
import {
  NO_SAVED_CARD,
  deriveTopUpOperation,
  formatNzd,
  formatPhoneNumber,
  isNewCardSelection,
} from '@portal/domain';
import type { TopUpPaymentMethod } from '@portal/domain';
import type { OperationRequest } from '../api/operation-request';
import { AutoTopUpFields } from './auto-top-up-fields';
import { SavedCardPicker } from './saved-card-picker';
import { AmountChoices } from '../../../../shared/ui/amount-choices';
import {
  initialTopUpValues,
  movesMoney,
  readTopUpForm,
  submitLabelOf,
  suggestedTopUps,
} from './top-up-form-model';
import type { TopUpField, TopUpFormValues } from './top-up-form-model';

interface TopUpFormProps {
  config: RechargeConfiguration;
  /** A maintenance window is on: nothing that tops up may be sent. */
  maintenanceOn: boolean;
  pending: boolean;
  onAsk: (request: OperationRequest) => void;
}

const METHODS: { value: TopUpPaymentMethod; label: string }[] = [
  { value: 'CreditDebitCard', label: 'Credit or debit card' },
  { value: 'OnlineBanking', label: 'Online banking' },
  { value: 'Voucher', label: 'Voucher' },
];

/** The topUp tab: how to pay, the amount, and the optional auto top-up; one submit button. */
export function TopUpForm({ config, maintenanceOn, pending, onAsk }: TopUpFormProps) {
  const [values, setValues] = useState(() => initialTopUpValues(config));
  const [touched, setTouched] = useState<ReadonlySet<TopUpField>>(new Set());
  const [submitted, setSubmitted] = useState(false);

  // A card removed meanwhile is no longer a choice: the first saved card (or a new one) is.
  const cardIds = config.savedCards.map((card) => card.cardId);
  const selectedCardId =
    isNewCardSelection(values.selectedCardId) || cardIds.includes(values.selectedCardId)
      ? values.selectedCardId
      : (cardIds[0] ?? NO_SAVED_CARD);
  const current: TopUpFormValues = { ...values, selectedCardId };
  const operation = deriveTopUpOperation({
    tab: 'topUp',
    autopayEnabled: config.autopay.enabled,
    paymentMethod: current.paymentMethod,
    autoTopUpTicked: current.autoTopUpTicked,
    autoTopUpMethod: current.autoTopUpMethod,
    selectedCardId,
  });
  const reading = readTopUpForm(current, operation, config.limits);
  const errorOf = (field: TopUpField) =>
    submitted || touched.has(field) ? reading.errors[field] : undefined;
  const blocked = maintenanceOn && movesMoney(operation);
  const byCard = current.paymentMethod === 'CreditDebitCard';

  const change = (update: Partial<TopUpFormValues>) => {
    setValues((before) => ({ ...before, ...update }));
  };
  const blur = (field: TopUpField) => {
    setTouched((before) => new Set(before).add(field));
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="top-up-heading">
      <Title order={2} size="h3" id="top-up-heading" mb="md">
        Top up {formatPhoneNumber(config.serviceEntity)}
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (reading.request !== null) onAsk(reading.request);
        }}
      >
        <Stack gap="lg" maw={560}>
          <Radio.Group
            label="How would you like to pay?"
            value={current.paymentMethod}
            onChange={(method) => {
              change({ paymentMethod: method });
              // A field newly shown starts clean: no error before it is typed in and left.
              setSubmitted(false);
              setTouched(new Set());
            }}
          >
            <Group gap="lg" mt="xs">
              {METHODS.map((method) => (
                <Radio key={method.value} value={method.value} label={method.label} />
              ))}
            </Group>
          </Radio.Group>
          {byCard && (
            <SavedCardPicker
              config={config}
              label="Card"
              withNewCard
              value={selectedCardId}
              onChange={(cardId) => {
                change({ selectedCardId: cardId });
              }}
              error={errorOf('card')}
              onRemove={(cardId) => {
                onAsk({ operation: 'RemoveCard', cardId });
              }}
              onAddCard={() => {
                onAsk({ operation: 'SaveNewCard', card: null });
              }}
              removeDisabled={pending}
            />
          )}
          {byCard && isNewCardSelection(selectedCardId) && (
            <Checkbox
              label="Save this card for future top-ups"
              checked={current.saveCard}
              onChange={(event) => {
                change({ saveCard: event.currentTarget.checked });
              }}
            />
          )}
          {current.paymentMethod === 'Voucher' ? (
            <TextInput
              label="Voucher number"
              description="The 12 digits on your voucher"
              inputMode="numeric"
              autoComplete="off"
              maw={320}
              value={current.voucherNumber}
              onChange={(event) => {
                change({ voucherNumber: event.currentTarget.value });
              }}
              onBlur={() => {
                // Leaving it empty is not a mistake yet; pressing Top up says so.
                if (current.voucherNumber.trim() !== '') blur('voucherNumber');
              }}
              error={errorOf('voucherNumber')}
              required
            />
          ) : (
            <Stack gap="xs">
              <TextInput
                label="Top-up amount"
                description={`From ${formatNzd(config.limits.minimumTopUp)} to ${formatNzd(config.limits.maximumTopUp)}`}
                leftSection={<span aria-hidden="true">$</span>}
                inputMode="decimal"
                autoComplete="off"
                maw={240}
                value={current.amount}
                onChange={(event) => {
                  change({ amount: event.currentTarget.value });
                }}
                onBlur={() => {
                  blur('amount');
                }}
                error={errorOf('amount')}
                required
              />
              <AmountChoices
                label="Common amounts"
                choices={suggestedTopUps(config.limits).map((cents) => ({ cents }))}
                value={current.amount}
                onPick={(amount) => {
                  change({ amount });
                }}
              />
            </Stack>
          )}
          {byCard && (
            <AutoTopUpFields
              values={current}
              errors={{
                threshold: errorOf('threshold'),
                dayOfMonth: errorOf('dayOfMonth'),
                terms: errorOf('terms'),
              }}
              onChange={change}
              onBlur={blur}
            />
          )}
          <Button
            type="submit"
            w="fit-content"
            disabled={pending || blocked}
            data-focus-key="top-up-submit"
          >
            {submitLabelOf(current, operation, config.limits)}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
