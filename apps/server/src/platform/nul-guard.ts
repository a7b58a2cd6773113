import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error';
import { INVALID_INPUT_MESSAGE } from './error-handler';

/** True when any string in `value` (keys included) holds a NUL character. */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) {
      pending.push(...(next as unknown[]));
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, child] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

/**
 * PostgreSQL text cannot hold a NUL character, so a value carrying one (`%00` in a path, a
 * `\u0000` in JSON) would fail as a database error deep inside a use case. It is refused
 * here, before access checks and validation, as the bad input it is.
 */
export const nulGuardPlugin = fp(
  (app: FastifyInstance) => {
    const refusal = () => AppError.badRequest(INVALID_INPUT_MESSAGE, 'nul_character');
    // Path and query first, before access checks look the account or service up with them.
    app.addHook('onRequest', (request, _reply, done) => {
      // A NUL reaches the path or query percent-encoded (Node's HTTP parser refuses a raw
      // one), so most requests are cleared without walking their parsed parts.
      const suspect = request.url.includes('%00') || request.url.includes('\u0000');
      done(
        suspect && (holdsNul(request.params) || holdsNul(request.query)) ? refusal() : undefined,
      );
    });
    const bodyCheck: preValidationHookHandler = (request, _reply, done) => {
      done(holdsNul(request.body) ? refusal() : undefined);
    };
    // Fastify reads no body for GET or HEAD, so their routes get no body check, and with no
    // hook in it Fastify skips their preValidation stage (health checks, every read).
    app.addHook('onRoute', (route) => {
      if ([route.method].flat().every((method) => BODYLESS_METHODS.has(method))) return;
      route.preValidation = [route.preValidation ?? [], bodyCheck].flat();
    });
  },
  { name: 'nul-guard' },
);
