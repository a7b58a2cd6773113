import { z } from 'zod';
import { userSchema, type SessionUser } from '@portal/contracts';
import { AppError } from '../platform/app-error';
import type { ModuleFetch } from '../platform/module-fetch';

/** Spec section 8's session message when there is no access token to ask with. */
export const NO_ACCESS_TOKEN_MESSAGE =
  'An error has occurred when getting the access token. Access token does not exist in session.';

const currentUserResponseSchema = z.object({ data: userSchema });

/** Spec section 8: "Account code not in claims raises an error naming the code and user guid." */
export function accountClaimsMessage(accountCode: string, userGuid: string): string {
  return `Account code ${accountCode} is not in the claims of user ${userGuid}`;
}

/**
 * Spec section 4, saving an account code: staff may open any account; anyone else must hold
 * an Account claim on it. The claims are read fresh from the identity (GET /api/iam/Users/me
 * with the session's token), never from what the browser says.
 */
export async function requireAccountClaim(
  fetch: ModuleFetch,
  input: { publicUrl: string; session: SessionUser; accountCode: string },
): Promise<void> {
  const { session, accountCode } = input;
  if (session.isStaff) return;
  const accessToken = session.tokenDetails?.accessToken;
  if (accessToken === undefined) {
    throw AppError.unauthorized(NO_ACCESS_TOKEN_MESSAGE, 'not_signed_in');
  }
  const response = await fetch(`${input.publicUrl}/api/iam/Users/me`, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  if (response.status === 401)
    throw AppError.unauthorized(NO_ACCESS_TOKEN_MESSAGE, 'not_signed_in');
  if (!response.ok) throw new Error(`reading the user's claims failed: ${String(response.status)}`);
  const user = currentUserResponseSchema.parse(await response.json()).data;
  if (user.poolKey === 'StaffIdentity') return;
  const claimed = user.claims.some(
    (claim) => claim.claimType === 'Account' && claim.claimValue === accountCode,
  );
  if (!claimed) {
    throw AppError.forbidden(
      accountClaimsMessage(accountCode, user.userGuid),
      'account_not_claimed',
    );
  }
}
