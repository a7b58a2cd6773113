import type { CardEntryRules } from '@portal/domain';
import { useFormCheckedOnLeave } from '../forms/use-form-checked-on-leave';
import type { FormCheckedOnLeave } from '../forms/use-form-checked-on-leave';
import { EMPTY_CARD, cardFormSchema, type CardForm } from './card-form-model';

/** A card being entered: its fields, and their messages as each field is left or the card sent. */
export type CardFormState = FormCheckedOnLeave<CardForm>;

/**
 * The card form of adding a top-up card and of card payments setup: checked by today's
 * rules (the direct-debit page passes its own). The card lives in this form only.
 */
export function useCardForm(rules?: CardEntryRules): CardFormState {
  return useFormCheckedOnLeave(EMPTY_CARD, cardFormSchema(new Date(), rules));
}
