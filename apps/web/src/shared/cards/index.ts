export { CardFields } from './card-fields';
export { EMPTY_CARD, cardFormSchema, expiryYears, toSubmitCard } from './card-form-model';
export type { CardField, CardForm } from './card-form-model';
export { useCardForm } from './use-card-form';
export type { CardFormState } from './use-card-form';
export { deleteSavedCard } from './delete-saved-card';
export { paymentsPath } from './payments-path';
export { saveNewCard } from './save-new-card';
export type { NewCard } from './save-new-card';
export {
  CardSubmitError,
  CardSubmitUrlError,
  INVALID_CARD_SUBMIT_URL_MESSAGE,
  cardSubmitLink,
  submitCardToGateway,
} from './submit-card';
