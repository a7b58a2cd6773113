/** Spec section 8, session messages that apply in the browser (the token ones live on the server). */
export const sessionMessages = {
  accountCode: 'An error has occurred when getting accountCode',
} as const;

/** Spec section 8: "Account code not in claims raises an error naming the code and user guid". */
export class AccountClaimsError extends Error {
  override readonly name = 'AccountClaimsError';
  readonly accountCode: string;
  readonly userGuid: string;

  constructor(accountCode: string, userGuid: string) {
    super(`Account code ${accountCode} is not in the claims of user ${userGuid}`);
    this.accountCode = accountCode;
    this.userGuid = userGuid;
  }
}

/** Spec section 5: getting the account code fails if no account is selected. */
export class AccountCodeError extends Error {
  override readonly name = 'AccountCodeError';

  constructor() {
    super(sessionMessages.accountCode);
  }
}
