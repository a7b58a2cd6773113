import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomSecret } from '../../platform/secrets';

/** Ties a registration's code to the browser that asked for it (path /idp, HttpOnly). */
export const REGISTER_COOKIE = '_idp_register';
const SHAPE = /^[A-Za-z0-9_-]{43}$/;
const MAX_AGE_SECONDS = 60 * 60;

export function browserSecretOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[REGISTER_COOKIE];
  return value !== undefined && SHAPE.test(value) ? value : undefined;
}

/** The browser's secret, made and set on the cookie when it has none yet. */
export function ensureBrowserSecret(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): string {
  const existing = browserSecretOf(request);
  if (existing !== undefined) return existing;
  const secret = randomSecret();
  void reply.setCookie(REGISTER_COOKIE, secret, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/idp',
    maxAge: MAX_AGE_SECONDS,
  });
  return secret;
}
