import { Radio, Stack } from '@mantine/core';
import type { Account } from '@portal/contracts';
import { cardLabel } from '@portal/domain';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../../shared/api';
import { CardFields } from '../../../../shared/cards';
import { Notice } from '../../../../shared/ui/notice';
import { SubmitButton } from '../../../../shared/ui/submit-button';
import { NEW_CARD, useCardPaymentsSetup } from './use-card-payments-setup';
import { ResumedNotice } from '../../../../shared/step-up';

interface CardPaymentsSetupProps {
  account: Account;
  onDone: () => void;
  /** The saved card chosen before signing in again (decision 052). */
  keptCardId?: string | null;
}

/** Pay bills automatically by a saved Visa or Mastercard, or by a new one added here. */
export function CardPaymentsSetup({ account, onDone, keptCardId = null }: CardPaymentsSetupProps) {
  const { cards, choice, setPicked, chosenCard, newCard, save, submit, resumed } =
    useCardPaymentsSetup(account, onDone, keptCardId);
  return (
    <form onSubmit={submit} noValidate aria-label="Pay bills by card">
      <Stack gap="md" maw={560}>
        {resumed && chosenCard !== undefined && !save.isError && (
          <ResumedNotice finish={`Pay bills with ${cardLabel(chosenCard)}`} />
        )}
        {cards.length > 0 && (
          <Radio.Group label="Card to pay your bills with" value={choice} onChange={setPicked}>
            <Stack gap="sm" mt="xs">
              {cards.map((card) => (
                <Radio
                  key={card.cardId}
                  value={card.cardId}
                  label={cardLabel(card)}
                  description={`Saved card, expires ${card.expiry}`}
                />
              ))}
              <Radio value={NEW_CARD} label="New card" />
            </Stack>
          </Radio.Group>
        )}
        {chosenCard === undefined && (
          <CardFields
            acceptedTypesHint="Visa or Mastercard"
            card={newCard}
            onEdit={() => {
              save.reset();
            }}
          />
        )}
        {save.isError && (
          <Notice color="red" title="Oops, something went wrong" role="alert">
            {failureMessage(save.error, PLEASE_TRY_AGAIN)}
          </Notice>
        )}
        <SubmitButton pending={save.isPending}>
          {chosenCard === undefined
            ? 'Save card and pay bills by card'
            : `Pay bills with ${cardLabel(chosenCard)}`}
        </SubmitButton>
      </Stack>
    </form>
  );
}
