import { Button, Checkbox, Group, Radio, Stack, TextInput } from '@mantine/core';
import type { RechargeConfiguration } from '@portal/contracts';
import { formatNzd, formatPhoneNumber, isNewCardSelection } from '@portal/domain';
import type { TopUpPaymentMethod } from '@portal/domain';
import type { OperationRequest } from '../api/operation-request';
import { AutoTopUpFields } from './auto-top-up-fields';
import { SavedCardPicker } from './saved-card-picker';
import { AmountChoices } from '../../../../shared/ui/amount-choices';
import { movesMoney, submitLabelOf, suggestedTopUps } from './top-up-form-model';
import { useTopUpForm } from './use-top-up-form';
import { TitledSection } from '../../../../shared/ui/titled-section';

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
  const { values, operation, errorOf, change, leave, changeMethod, submit } = useTopUpForm(
    config,
    onAsk,
  );
  const blocked = maintenanceOn && movesMoney(operation);
  const byCard = values.paymentMethod === 'CreditDebitCard';

  return (
    <TitledSection title={<>Top up {formatPhoneNumber(config.serviceEntity)}</>} titleMb="md">
      <form noValidate onSubmit={submit}>
        <Stack gap="lg" maw={560}>
          <Radio.Group
            label="How would you like to pay?"
            value={values.paymentMethod}
            onChange={changeMethod}
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
              value={values.selectedCardId}
              onChange={(cardId) => {
                change({ selectedCardId: cardId });
              }}
              error={errorOf('selectedCardId')}
              onRemove={(cardId) => {
                onAsk({ operation: 'RemoveCard', cardId });
              }}
              onAddCard={() => {
                onAsk({ operation: 'SaveNewCard', card: null });
              }}
              removeDisabled={pending}
            />
          )}
          {byCard && isNewCardSelection(values.selectedCardId) && (
            <Checkbox
              label="Save this card for future top-ups"
              checked={values.saveCard}
              onChange={(event) => {
                change({ saveCard: event.currentTarget.checked });
              }}
            />
          )}
          {values.paymentMethod === 'Voucher' ? (
            <TextInput
              label="Voucher number"
              description="The 12 digits on your voucher"
              inputMode="numeric"
              autoComplete="off"
              maw={320}
              value={values.voucherNumber}
              onChange={(event) => {
                change({ voucherNumber: event.currentTarget.value });
              }}
              onBlur={() => {
                // Leaving it empty is not a mistake yet; pressing Top up says so.
                if (values.voucherNumber.trim() !== '') leave('voucherNumber');
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
                value={values.amount}
                onChange={(event) => {
                  change({ amount: event.currentTarget.value });
                }}
                onBlur={() => {
                  leave('amount');
                }}
                error={errorOf('amount')}
                required
              />
              <AmountChoices
                label="Common amounts"
                choices={suggestedTopUps(config.limits).map((cents) => ({ cents }))}
                value={values.amount}
                onPick={(amount) => {
                  change({ amount });
                }}
              />
            </Stack>
          )}
          {byCard && (
            <AutoTopUpFields
              values={values}
              errors={{
                threshold: errorOf('threshold'),
                dayOfMonth: errorOf('dayOfMonth'),
                termsAccepted: errorOf('termsAccepted'),
              }}
              onChange={change}
              onBlur={leave}
            />
          )}
          <Button
            type="submit"
            w="fit-content"
            disabled={pending || blocked}
            data-focus-key="top-up-submit"
          >
            {submitLabelOf(values, operation, config.limits)}
          </Button>
        </Stack>
      </form>
    </TitledSection>
  );
}
