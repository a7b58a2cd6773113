import { z } from 'zod';
import type { SessionUser } from '@portal/contracts';
import { AppError } from '../platform/app-error';
import type { ModuleFetch } from '../platform/module-fetch';
import { emptySessionUser } from './session-store';

/** Spec section 6: the display name falls back to this when the sales person call fails. */
export const UNKNOWN_SALES_PERSON = '-unknown-';
const STAFF_LINK_FAILED = 'This staff link has been used or has expired.';

const staffTokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  account_code: z.string().min(1),
});
const salesPersonResponseSchema = z.object({ data: z.object({ name: z.string().min(1) }) });

/**
 * Spec section 4, staff access: save the auto-login token, read who it is; a token that is
 * not a staff member's fails (the caller keeps the prior session); for staff, keep the
 * account code, the staff flag and the sales person's name.
 */
export async function createStaffAccessSession(
  fetch: ModuleFetch,
  input: { staffToken: string; issuer: string; publicUrl: string },
): Promise<SessionUser> {
  const tokenResponse = await fetch(`${input.issuer}/staff-access/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ staff_token: input.staffToken }),
  });
  if (!tokenResponse.ok) throw AppError.unauthorized(STAFF_LINK_FAILED, 'staff_token_refused');
  const token = staffTokenResponseSchema.parse(await tokenResponse.json());

  const nameResponse = await fetch(`${input.publicUrl}/api/salesPeople/me`, {
    headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
  });
  if (nameResponse.status === 401 || nameResponse.status === 403) {
    throw AppError.forbidden(STAFF_LINK_FAILED, 'not_staff');
  }
  const named = nameResponse.ok
    ? salesPersonResponseSchema.safeParse(await nameResponse.json())
    : undefined;

  return {
    ...emptySessionUser(),
    isAutoLogin: true,
    isStaff: true,
    accountCode: token.account_code,
    salesPersonName: named?.success === true ? named.data.data.name : UNKNOWN_SALES_PERSON,
    tokenDetails: {
      idToken: null,
      accessToken: token.access_token,
      refreshToken: null,
      expiresIn: Date.now() + token.expires_in * 1000,
    },
  };
}
