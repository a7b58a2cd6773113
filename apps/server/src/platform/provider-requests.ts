import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { sameSecret } from './secrets';

/** What a sandbox provider calls its key, for the 401 it answers without one. */
export interface BearerKeyRule {
  key: string;
  realm: string;
  /** "merchant key", "API key" */
  keyName: string;
  code: string;
}

/**
 * A stand-in provider's API check (the payment gateway's, the text-message provider's):
 * `Authorization: Bearer {key}`, compared in constant time so neither the length nor the
 * content of the key leaks. The portal's access tokens mean nothing there; the provider is
 * another party. Runs before the body is read.
 */
export function requireBearerKey(app: FastifyInstance, rule: BearerKeyRule): void {
  app.addHook('onRequest', async (request, reply) => {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    if (!sameSecret(match?.[1] ?? '', rule.key)) {
      void reply.header('www-authenticate', `Bearer realm="${rule.realm}"`);
      throw AppError.unauthorized(`A valid ${rule.keyName} is required.`, rule.code);
    }
  });
}

const MAX_KEY_LENGTH = 255;

/** The Idempotency-Key header of a call to a provider that creates something; required. */
export function idempotencyKeyOf(header: string | string[] | undefined): string {
  const key = typeof header === 'string' ? header.trim() : '';
  if (key === '' || key.length > MAX_KEY_LENGTH) {
    throw AppError.badRequest(
      'An Idempotency-Key header (1 to 255 characters) is required.',
      'idempotency_key_required',
    );
  }
  return key;
}

/** The answer to an Idempotency-Key presented again with another request. */
export function idempotencyKeyReused(): AppError {
  return new AppError({
    code: 'idempotency_key_reused',
    statusCode: 422,
    title: 'Unprocessable Entity',
    message: 'This Idempotency-Key was already used for a different request.',
  });
}
