import type { FastifyReply, FastifyRequest } from 'fastify';

/** `__Host-` binds the cookie to this exact origin: Secure, Path=/, no Domain. */
export const SESSION_COOKIE = '__Host-portal-session';

export function sessionKeyOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export function setSessionCookie(reply: FastifyReply, key: string, maxAgeSeconds: number): void {
  void reply.setCookie(SESSION_COOKIE, key, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: '/',
  });
}
