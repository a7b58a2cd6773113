import { Button, Group, Radio, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RechargeConfiguration } from '@portal/contracts';
import { NO_SAVED_CARD, cardLabel, orderSavedCards } from '@portal/domain';

interface SavedCardPickerProps {
  config: RechargeConfiguration;
  value: string;
  onChange: (cardId: string) => void;
  error?: ReactNode;
  /** Offer a new card (top-ups) or only saved ones (Autopay). */
  withNewCard: boolean;
  label: string;
  /** Remove buttons on the cards nothing uses; left out where cards are only chosen. */
  onRemove?: ((cardId: string) => void) | undefined;
  removeDisabled?: boolean;
  /** Offers 'Add new card' (SaveNewCard) under the list; left out where nobody may change. */
  onAddCard?: (() => void) | undefined;
}

/** What the line's settings use each card for (spec section 4's card rules). */
export function cardUsageOf(config: RechargeConfiguration) {
  return {
    autopayCardId: config.autopay.cardId,
    autoTopUpCardId: config.autoTopup?.cardId ?? null,
    monthlyAutoTopUpCardIds: config.monthlyAutoTopups.map((monthly) => monthly.cardId),
  };
}

/** The saved cards, those in use first with what uses them; then a new card when offered. */
export function SavedCardPicker(props: SavedCardPickerProps) {
  const { config, onRemove } = props;
  const cards = orderSavedCards(config.savedCards, cardUsageOf(config));
  return (
    <Radio.Group
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
    >
      <Stack gap="sm" mt="xs">
        {cards.map((card) => (
          <Group key={card.cardId} justify="space-between" align="flex-start" wrap="nowrap">
            <Radio
              value={card.cardId}
              label={cardLabel(card)}
              description={[`Expires ${card.expiry}`, card.usageDescription]
                .filter((part) => part !== null)
                .join(' · ')}
            />
            {onRemove !== undefined && card.removable && (
              <Button
                variant="default"
                size="xs"
                style={{ flexShrink: 0 }}
                aria-label={`Remove ${cardLabel(card)}`}
                disabled={props.removeDisabled}
                onClick={() => {
                  onRemove(card.cardId);
                }}
              >
                Remove
              </Button>
            )}
          </Group>
        ))}
        {props.withNewCard && (
          <Radio
            value={NO_SAVED_CARD}
            label="New card"
            description="Enter your card on our secure payment page"
          />
        )}
        {props.onAddCard !== undefined && (
          <Button
            variant="subtle"
            size="sm"
            w="fit-content"
            px={0}
            disabled={props.removeDisabled}
            onClick={props.onAddCard}
          >
            Add new card
          </Button>
        )}
      </Stack>
    </Radio.Group>
  );
}
