/*
 * A direct debit set up as the Payment Method page sends it (PUT …/recurringPaymentMethod):
 * the web's tests expect this body from the form, the server's tests send it.
 */

/** The four confirmations the direct debit form asks for, all ticked. */
export const ALL_CONFIRMATIONS = {
  authorisedToOperateAccount: true,
  acknowledgesBankAcceptance: true,
  authorisesPaymentOnDueDate: true,
  acceptsTermsAndConditions: true,
};

/**
 * Direct debit from bank account 12-3140-0171323-50 (its check digits are right), paid by
 * Aroha Ngata, with all four confirmations; another payee or account number when named.
 */
export function directDebitRequest(change: { payee?: string; bankAccount?: string } = {}) {
  return {
    recurringPaymentType: 'DirectDebit',
    directDebitDetails: {
      payee: change.payee ?? 'Aroha Ngata',
      bankCode: '12',
      bankBranch: '3140',
      bankAccount: change.bankAccount ?? '0171323',
      bankSuffix: '50',
    },
    confirmations: ALL_CONFIRMATIONS,
  };
}
