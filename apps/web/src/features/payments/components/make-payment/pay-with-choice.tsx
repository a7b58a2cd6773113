import { Radio, Stack } from '@mantine/core';
import type { ListedSavedCard } from '@portal/contracts';
import { cardLabel } from '@portal/domain';
import { NEW_CARD, ONLINE_BANKING, savedCardChoice } from './payment-plan';
import { LoadingSkeleton } from '../../../../shared/ui/loading-skeleton';

interface PayWithChoiceProps {
  value: string;
  onChange: (value: string) => void;
  /** undefined while the saved cards load. */
  cards: readonly ListedSavedCard[] | undefined;
}

/** Saved cards first, then a new card, then online banking. */
export function PayWithChoice({ value, onChange, cards }: PayWithChoiceProps) {
  return (
    <Radio.Group label="Pay with" value={value} onChange={onChange}>
      <Stack gap="sm" mt="xs">
        {cards === undefined && (
          <LoadingSkeleton height={24} width="60%" label="Loading saved cards" />
        )}
        {(cards ?? []).map((card) => (
          <Radio
            key={card.cardId}
            value={savedCardChoice(card.cardId)}
            label={cardLabel(card)}
            description={`Saved card, expires ${card.expiry}`}
          />
        ))}
        <Radio
          value={NEW_CARD}
          label="New card"
          description="Enter your card on our secure payment page"
        />
        <Radio
          value={ONLINE_BANKING}
          label="Online banking"
          description="Approve the payment with your bank; no surcharge"
        />
      </Stack>
    </Radio.Group>
  );
}
