import type { SavedCard } from '@portal/contracts';
import { saveNewCard } from '../../../shared/cards';
import type { NewCard } from '../../../shared/cards';
import { updateRecurringPaymentMethod } from './update-recurring-payment-method';

/** Pay bills by a new card: save it on the account, then make it the recurring method. */
export async function setUpNewCardPayments(setup: NewCard): Promise<SavedCard> {
  const saved = await saveNewCard(setup);
  await updateRecurringPaymentMethod(setup.accountCode, {
    recurringPaymentType: 'CreditCard',
    cardId: saved.cardId,
  });
  return saved;
}
