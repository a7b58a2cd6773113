import { Radio, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isDirectDebitCardType, type Account } from '@portal/contracts';
import { failureMessage, PLEASE_TRY_AGAIN, useIdempotencyKey } from '../../../../shared/api';
import { cardPaymentsMutationOptions, savedCardsQueryOptions } from '../../api/payment-queries';
import { cardLabel } from '@portal/domain';
import { CardFields } from '../../../../shared/cards';
import type { CardField, CardForm } from '../../../../shared/cards';
import { EMPTY_CARD, toSubmitCard, validateCard } from '../../../../shared/cards';
import { Notice } from '../../../../shared/ui/notice';
import { SubmitButton } from '../../../../shared/ui/submit-button';

const NEW_CARD = 'new';
/** Spec section 5: only Visa and Mastercard pay bills from this (the direct-debit) page. */
const DIRECT_DEBIT_PAGE = { directDebitPage: true };

interface CardPaymentsSetupProps {
  account: Account;
  onDone: () => void;
}

/** Pay bills automatically by a saved Visa or Mastercard, or by a new one added here. */
export function CardPaymentsSetup({ account, onDone }: CardPaymentsSetupProps) {
  const { accountCode } = account;
  const cards = (useQuery(savedCardsQueryOptions(accountCode)).data ?? []).filter((card) =>
    isDirectDebitCardType(card.type),
  );
  const [picked, setPicked] = useState<string | null>(null);
  const choice = picked ?? cards[0]?.cardId ?? NEW_CARD;
  const chosenCard = cards.find((card) => card.cardId === choice);
  const [form, setForm] = useState<CardForm>(EMPTY_CARD);
  const [shown, setShown] = useState<Set<CardField>>(new Set());
  const idempotency = useIdempotencyKey();

  const save = useMutation({
    ...cardPaymentsMutationOptions(accountCode),
    onSettled: (_done, error) => {
      idempotency.settle(error);
    },
    onSuccess: () => {
      setForm(EMPTY_CARD);
      setShown(new Set());
      onDone();
    },
  });
  const choose = () => {
    if (chosenCard !== undefined) return { cardId: chosenCard.cardId };
    const card = toSubmitCard(form);
    return {
      accountCode,
      businessGroup: account.businessGroup ?? 'Residential',
      card,
      approvedUrl: `${window.location.origin}/account/payment-method`,
      idempotencyKey: idempotency.keyFor({ accountCode, card }),
    };
  };

  const errors = validateCard(form, new Date(), DIRECT_DEBIT_PAGE);
  const visible = Object.fromEntries([...shown].map((field) => [field, errors[field]])) as Partial<
    Record<CardField, string>
  >;

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (chosenCard === undefined) {
      setShown(new Set(Object.keys(EMPTY_CARD) as CardField[]));
      if (Object.keys(errors).length > 0) return;
    }
    save.mutate(choose());
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Pay bills by card">
      <Stack gap="md" maw={560}>
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
            form={form}
            errors={visible}
            onChange={(field, value) => {
              setForm((previous) => ({ ...previous, [field]: value }));
              setShown((previous) => new Set([...previous].filter((name) => name !== field)));
              save.reset();
            }}
            onBlur={(field) => {
              setShown((previous) => new Set([...previous, field]));
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
