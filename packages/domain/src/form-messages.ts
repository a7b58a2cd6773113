/**
 * The form messages of spec section 5. The spec lists most of them in running text
 * ("please enter a valid …"); they are written here as sentences. The last two are quoted
 * in the spec and are word for word.
 */
export const FORM_MESSAGES = {
  cardholderName: 'Please enter a valid cardholder name',
  cardNumber: 'Please enter a valid credit/debit card number',
  cvv: 'Please enter a valid CVV/CVC',
  cvvForCard: 'Please enter the CVV/CVC for this card',
  email: 'Please enter a valid email address',
  firstName: 'Please enter a valid first name',
  lastName: 'Please enter a valid last name',
  mobileNumber: 'Please enter a valid mobile number',
  accountName: 'Please enter a valid account name',
  bankAccount: 'Please enter a valid New Zealand bank account number',
  phoneNumber: 'Please enter a valid phone number',
  paymentAmount: 'Please enter a valid payment amount',
  expiryMonth: 'Please select a valid expiry month',
  expiryYear: 'Please select a valid expiry year',
  agreeToConditions:
    'Please check and agree for all the conditions in order to proceed to the next step',
  numberTransferAuthority: 'You must grant us authority to transfer your number.',
} as const;

export type FormMessageKey = keyof typeof FORM_MESSAGES;
