import type { FastifyReply, FastifyRequest } from 'fastify';
import { REAUTHENTICATION_REQUIRED, isRecentSignIn } from '@portal/domain';
import { AppError } from '../platform/app-error';
import type { Caller } from './caller';
import { STEP_UP_ROUTES, ordersNewLine } from './step-up-routes';

export const REAUTHENTICATION_MESSAGE =
  'For your security, please sign in again to do this. It only takes a moment.';

/** The key of a route as the step-up list and the route table name it. */
function routeKey(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? ''}`;
}

/** What the step-up list says of this request: no step-up, one now, or one once the body is read. */
export function stepUpRuleOf(request: FastifyRequest): 'none' | 'always' | 'new-line' {
  const rule = STEP_UP_ROUTES.get(routeKey(request));
  if (rule === undefined) return 'none';
  return rule.newLineOnly === true ? 'new-line' : 'always';
}

/**
 * Refuses a risky action unless the caller signed in within `maxAgeSeconds` (decision 052).
 * The answer is a 403 (the person is signed in: a 401 would sign them out in the SPA) with
 * the challenge of RFC 9470 in `WWW-Authenticate`, which the SPA reads to send them through
 * the identity provider again; the body is the usual error envelope.
 */
export function requireRecentSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  caller: Caller,
  maxAgeSeconds: number,
): void {
  const nowSeconds = Math.floor(Date.now() / 1000);
  if (isRecentSignIn({ authTime: caller.authTime, amr: caller.amr }, nowSeconds, maxAgeSeconds)) {
    return;
  }
  void reply.header(
    'www-authenticate',
    `Bearer error="insufficient_user_authentication", error_description="A more recent sign-in is required", max_age=${String(maxAgeSeconds)}`,
  );
  throw new AppError({
    code: REAUTHENTICATION_REQUIRED,
    statusCode: 403,
    title: 'Forbidden',
    message: REAUTHENTICATION_MESSAGE,
    logMessage: `step-up refused: ${caller.pool} ${caller.userGuid} signed in ${
      caller.authTime === undefined
        ? 'at an unknown time'
        : `${String(nowSeconds - caller.authTime)} s ago`
    }`,
  });
}

/** The body-dependent half: a new-line order asks, an add-on on the same route does not. */
export function stepUpAppliesToBody(request: FastifyRequest): boolean {
  return stepUpRuleOf(request) === 'new-line' && ordersNewLine(request.body);
}
