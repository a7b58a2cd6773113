import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomSecret } from '../../platform/secrets';
import { TRANSACTION_TTL_MS, type GatewayContext } from '../context';

/** Per-browser secret; SameSite=Strict, so a form on another site never carries it. */
export const FORM_COOKIE = 'gateway_form';
const COOKIE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function tokenFor(key: Buffer, browserSecret: string, transactionId: string): string {
  return createHmac('sha256', key).update(`${browserSecret}:${transactionId}`).digest('base64url');
}

/**
 * The hosted form's CSRF token: bound to this browser (the cookie) and this transaction.
 * Knowing the transaction id is not enough to post a payment decision from elsewhere.
 */
export function issueFormToken(
  context: Pick<GatewayContext, 'keys' | 'secureCookies'>,
  request: FastifyRequest,
  reply: FastifyReply,
  transactionId: string,
): string {
  const existing = request.cookies[FORM_COOKIE];
  const secret =
    existing !== undefined && COOKIE_PATTERN.test(existing) ? existing : randomSecret();
  void reply.setCookie(FORM_COOKIE, secret, {
    path: '/gateway',
    httpOnly: true,
    sameSite: 'strict',
    secure: context.secureCookies,
    maxAge: TRANSACTION_TTL_MS / 1000,
  });
  return tokenFor(context.keys.form, secret, transactionId);
}

export function isValidFormToken(
  context: Pick<GatewayContext, 'keys'>,
  request: FastifyRequest,
  transactionId: string,
  token: string | undefined,
): boolean {
  const secret = request.cookies[FORM_COOKIE];
  if (secret === undefined || !COOKIE_PATTERN.test(secret) || token === undefined) return false;
  const expected = Buffer.from(tokenFor(context.keys.form, secret, transactionId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
