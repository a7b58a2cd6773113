/**
 * Risky actions ask again (issue 29, item 3; decision 052): the API lets one through only
 * when the person signed in within this long, by the access token's `auth_time`.
 */
export const STEP_UP_MAX_AGE_SECONDS = 5 * 60;

/** Clocks of the identity provider and the API may differ a little; no more than this. */
export const STEP_UP_CLOCK_SKEW_SECONDS = 60;

/** The error code of a refusal that a fresh sign-in would lift. */
export const REAUTHENTICATION_REQUIRED = 'reauthentication_required';

/** The ways of signing in (`amr`, RFC 8176) that count as a sign-in for a risky action. */
export const STEP_UP_METHODS = ['pwd', 'webauthn', 'hwk', 'swk', 'otp', 'mfa'] as const;

export interface SignInEvidence {
  /** When the person last signed in, in seconds since the epoch; absent when not known. */
  authTime: number | undefined;
  /** How they signed in; absent when the token does not say. */
  amr: readonly string[] | undefined;
}

/**
 * Whether a sign-in is recent enough for a risky action at `nowSeconds`. An unknown time is
 * never recent; a time well in the future is a clock or a token to distrust, not a fresh
 * sign-in. A passkey counts like a password: what matters is that the person was asked again.
 */
export function isRecentSignIn(
  evidence: SignInEvidence,
  nowSeconds: number,
  maxAgeSeconds: number = STEP_UP_MAX_AGE_SECONDS,
): boolean {
  const { authTime, amr } = evidence;
  if (authTime === undefined || !Number.isFinite(authTime)) return false;
  if (authTime > nowSeconds + STEP_UP_CLOCK_SKEW_SECONDS) return false;
  if (
    amr !== undefined &&
    !amr.some((method) => (STEP_UP_METHODS as readonly string[]).includes(method))
  ) {
    return false;
  }
  return nowSeconds - authTime <= maxAgeSeconds;
}

/** `amr` values (RFC 8176) that stand for a second factor: an app's code, or a passkey (decision 054). */
export const SECOND_FACTOR_AMR: readonly string[] = ['otp', 'webauthn', 'hwk', 'swk', 'mfa'];

/** Whether a sign-in's `amr` names a second factor; staff need one at every sign-in. */
export function usedSecondFactor(amr: readonly unknown[] | undefined): boolean {
  return (amr ?? []).some(
    (method) => typeof method === 'string' && SECOND_FACTOR_AMR.includes(method),
  );
}
