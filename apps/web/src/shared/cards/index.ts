export { CardFields } from './card-fields';
export { EMPTY_CARD, expiryYears, toSubmitCard, validateCard } from './card-form-model';
export type { CardErrors, CardField, CardForm } from './card-form-model';
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
