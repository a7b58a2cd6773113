/** Spec section 9: the data share limit constant. */
export const DATA_SHARE_LIMIT = 5;

/** Share amounts go to the API in whole MB, rounded down, so no one shares more than chosen. */
export function roundShareAmountMb(mb: number): number {
  if (!Number.isFinite(mb) || mb <= 0) return 0;
  return Math.floor(mb);
}

/** The amount to send, or undefined: a zero amount is left out of the request. */
export function shareAmountToSend(mb: number): number | undefined {
  const whole = roundShareAmountMb(mb);
  return whole === 0 ? undefined : whole;
}
