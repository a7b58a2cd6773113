/** `/payments/v2/accounts/{code}{rest}`: the payments calls of spec section 7. */
export function paymentsPath(accountCode: string, rest: string): string {
  return `/payments/v2/accounts/${encodeURIComponent(accountCode)}${rest}`;
}
