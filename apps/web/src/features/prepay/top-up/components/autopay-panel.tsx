import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { RechargeConfiguration } from '@portal/contracts';
import {
  FORM_MESSAGES,
  deriveTopUpOperation,
  formatPhoneNumber,
  topUpSubmitLabel,
} from '@portal/domain';
import { Notice } from '../../../../shared/ui/notice';
import type { OperationRequest } from '../api/operation-request';
import { savedCardName } from './operation-summary';
import { SavedCardPicker } from './saved-card-picker';
import { CHOOSE_SAVED_CARD_MESSAGE } from './top-up-form-model';
import { TitledSection } from '../../../../shared/ui/titled-section';

interface AutopayPanelProps {
  config: RechargeConfiguration;
  /** null: the person may only look. */
  onAsk: ((request: OperationRequest) => void) | null;
  pending: boolean;
}

/** The autoPay tab: set Autopay up on a saved card (terms accepted), or delete it. */
export function AutopayPanel({ config, onAsk, pending }: AutopayPanelProps) {
  const { autopay, savedCards } = config;
  const [cardId, setCardId] = useState(autopay.cardId ?? savedCards[0]?.cardId ?? '');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const operation = deriveTopUpOperation({
    tab: 'autoPay',
    autopayEnabled: autopay.enabled,
    paymentMethod: 'CreditDebitCard',
    autoTopUpTicked: false,
    autoTopUpMethod: 'lowBalance',
    selectedCardId: cardId,
  });
  const chosen = savedCards.some((card) => card.cardId === cardId);
  const line = formatPhoneNumber(config.serviceEntity);

  let body;
  if (autopay.enabled) {
    body = (
      <Stack gap="md" align="flex-start">
        <Text>
          Autopay is on for {line}, using your {savedCardName(config, autopay.cardId)}.
        </Text>
        {onAsk !== null && (
          <Button
            disabled={pending}
            onClick={() => {
              onAsk({ operation: 'RemoveAutopay' });
            }}
          >
            {topUpSubmitLabel(operation)}
          </Button>
        )}
      </Stack>
    );
  } else if (savedCards.length === 0) {
    body = (
      <Notice color="blue" title="Save a card first">
        <Text size="sm" mb={onAsk === null ? 0 : 'sm'}>
          Autopay uses a saved card. Add one here, or top up with a new card and tick Save this card
          for future top-ups.
        </Text>
        {onAsk !== null && (
          <Button
            size="xs"
            variant="white"
            disabled={pending}
            onClick={() => {
              onAsk({ operation: 'SaveNewCard', card: null });
            }}
          >
            Add new card
          </Button>
        )}
      </Notice>
    );
  } else if (onAsk !== null) {
    body = (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (chosen && termsAccepted) onAsk({ operation: 'AddingAutoPay', cardId });
        }}
      >
        <Stack gap="lg" maw={560}>
          <SavedCardPicker
            config={config}
            label="Card for Autopay"
            withNewCard={false}
            value={cardId}
            onChange={setCardId}
            error={submitted && !chosen ? CHOOSE_SAVED_CARD_MESSAGE : undefined}
            onAddCard={() => {
              onAsk({ operation: 'SaveNewCard', card: null });
            }}
            removeDisabled={pending}
          />
          <Checkbox
            label="I accept the Autopay terms and conditions"
            description="You authorise us to charge the chosen card for each plan renewal your balance can't cover, until you delete Autopay."
            checked={termsAccepted}
            onChange={(event) => {
              setTermsAccepted(event.currentTarget.checked);
            }}
            error={submitted && !termsAccepted ? FORM_MESSAGES.agreeToConditions : undefined}
          />
          <Button type="submit" w="fit-content" disabled={pending}>
            {topUpSubmitLabel(operation)}
          </Button>
        </Stack>
      </form>
    );
  } else {
    body = <Text>Autopay is off for {line}.</Text>;
  }

  return (
    <TitledSection
      title="Autopay"
      description="With Autopay, a plan renewal your balance can't cover is paid from your saved card, so your plan doesn't lapse."
    >
      {body}
    </TitledSection>
  );
}
