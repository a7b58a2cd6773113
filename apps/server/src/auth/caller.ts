import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../platform/app-error';
import { usedSecondFactor } from '@portal/domain';

export type PoolKey = 'customer' | 'StaffIdentity';

/** Who is calling, as the access token says. Claims are not in here: they are read fresh. */
export interface Caller {
  userGuid: string;
  pool: PoolKey;
  isStaff: boolean;
  /** The token's `iat`, in seconds. */
  issuedAt?: number;
  /** The identity provider's grant the token was issued under (`gid`). */
  grantId?: string;
  /** Staff only: the opening of an account the token was issued for (`staff_opening`). */
  staffOpeningId?: string;
  /** When the person last signed in at the identity provider (`auth_time`), in seconds. */
  authTime?: number;
  /** How they signed in (`amr`, RFC 8176: `pwd`, `webauthn`, `otp`). */
  amr?: string[];
}

/** Whether a sign-in used a second factor, as its token's `amr` says. */
export function hasSecondFactor(caller: Pick<Caller, 'amr'>): boolean {
  return usedSecondFactor(caller.amr);
}

function stringsOf(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const strings = value.filter((item): item is string => typeof item === 'string');
  return strings.length === value.length ? strings : undefined;
}

export const ACCESS_TOKEN_MESSAGE =
  'An error has occurred when getting the access token. Access token does not exist in session.';
const INVALID_TOKEN_MESSAGE = 'Your sign-in has expired or is not valid. Please sign in again.';

/** Three dot-separated segments of URL-safe characters (spec section 5). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer (\S+)$/.exec(authorization ?? '');
  return match?.[1];
}

/**
 * Verifies an access token like any resource server: signature against the identity
 * provider's keys, issuer, audience, expiry, ES256 only (no `none`, no HMAC confusion), and
 * the access-token type (`typ: at+jwt`, RFC 9068), so no other token the provider signs can
 * stand in for one.
 */
export async function verifyAccessToken(
  token: string | undefined,
  keys: JWTVerifyGetKey,
  expected: { issuer: string; audience: string },
): Promise<Caller> {
  if (token === undefined)
    throw AppError.unauthorized(ACCESS_TOKEN_MESSAGE, 'access_token_missing');
  if (!TOKEN_SHAPE.test(token))
    throw AppError.unauthorized(INVALID_TOKEN_MESSAGE, 'access_token_invalid');
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer: expected.issuer,
      audience: expected.audience,
      algorithms: ['ES256'],
      typ: 'at+jwt',
      requiredClaims: ['sub', 'exp'],
    });
    const pool = payload.pool;
    const amr = stringsOf(payload.amr);
    if (typeof payload.sub !== 'string' || (pool !== 'customer' && pool !== 'StaffIdentity')) {
      throw AppError.unauthorized(INVALID_TOKEN_MESSAGE, 'access_token_invalid');
    }
    return {
      userGuid: payload.sub,
      pool,
      isStaff: pool === 'StaffIdentity',
      ...(typeof payload.iat === 'number' ? { issuedAt: payload.iat } : {}),
      ...(typeof payload.gid === 'string' ? { grantId: payload.gid } : {}),
      ...(pool === 'StaffIdentity' && typeof payload.staff_opening === 'string'
        ? { staffOpeningId: payload.staff_opening }
        : {}),
      ...(typeof payload.auth_time === 'number' ? { authTime: payload.auth_time } : {}),
      ...(amr === undefined ? {} : { amr }),
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JOSEError) {
      throw new AppError({
        code: 'access_token_invalid',
        statusCode: 401,
        title: 'Unauthorized',
        message: INVALID_TOKEN_MESSAGE,
        logMessage: `access token refused: ${error.code}`,
      });
    }
    throw error;
  }
}

/** The signed-in caller of a route whose access rule let them in; refuses one without. */
export function callerOf(request: { caller: Caller | null }): Caller {
  if (request.caller === null) throw AppError.unauthorized('Please sign in.');
  return request.caller;
}
