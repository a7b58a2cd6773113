import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isDirectDebitCardType, type Account } from '@portal/contracts';
import { useIdempotencyKey } from '../../../../shared/api';
import { toSubmitCard, useCardForm } from '../../../../shared/cards';
import { cardPaymentsMutationOptions, savedCardsQueryOptions } from '../../api/payment-queries';

export const NEW_CARD = 'new';
/** Spec section 5: only Visa and Mastercard pay bills from this (the direct-debit) page. */
const DIRECT_DEBIT_PAGE = { directDebitPage: true };

/**
 * Card payments setup: the saved Visa and Mastercard cards, which one is chosen (the first,
 * or a new card when there is none), the new card's form and the save. A new card is
 * checked before anything is sent; one key per attempt, reused when it is sent again.
 * `keptCardId`: the saved card chosen before signing in again, chosen again.
 */
export function useCardPaymentsSetup(
  account: Account,
  onDone: () => void,
  keptCardId: string | null = null,
) {
  const { accountCode } = account;
  const cards = (useQuery(savedCardsQueryOptions(accountCode)).data ?? []).filter((card) =>
    isDirectDebitCardType(card.type),
  );
  const [picked, setPicked] = useState<string | null>(null);
  // A card chosen before signing in again counts only while it is still one of these.
  const kept = cards.some((card) => card.cardId === keptCardId) ? keptCardId : null;
  const choice = picked ?? kept ?? cards[0]?.cardId ?? NEW_CARD;
  const chosenCard = cards.find((card) => card.cardId === choice);
  const newCard = useCardForm(DIRECT_DEBIT_PAGE);
  const idempotency = useIdempotencyKey();

  const save = useMutation({
    ...cardPaymentsMutationOptions(accountCode),
    onSettled: (_done, error) => {
      idempotency.settle(error);
    },
    onSuccess: () => {
      newCard.reset();
      onDone();
    },
  });

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (chosenCard !== undefined) {
      save.mutate({ cardId: chosenCard.cardId });
      return;
    }
    const entered = newCard.send();
    if (entered === null) return;
    const submitCard = toSubmitCard(entered);
    save.mutate({
      accountCode,
      businessGroup: account.businessGroup ?? 'Residential',
      card: submitCard,
      approvedUrl: `${window.location.origin}/account/payment-method`,
      idempotencyKey: idempotency.keyFor({ accountCode, card: submitCard }),
    });
  };
  return { cards, choice, setPicked, chosenCard, newCard, save, submit, resumed: kept !== null };
}
