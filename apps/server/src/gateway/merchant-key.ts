import type { FastifyInstance } from 'fastify';
import { AppError } from '../platform/app-error';
import { sameSecret } from '../platform/secrets';

/** Compares in constant time, so neither the length nor the content of the key leaks. */
export function isMerchantKey(header: string | undefined, merchantKey: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return sameSecret(match?.[1] ?? '', merchantKey);
}

/**
 * The merchant API's only check: `Authorization: Bearer {GATEWAY_API_KEY}`. The portal's
 * access tokens mean nothing here; the gateway is another party. Runs before the body is
 * read.
 */
export function requireMerchantKey(app: FastifyInstance, merchantKey: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isMerchantKey(request.headers.authorization, merchantKey)) {
      void reply.header('www-authenticate', 'Bearer realm="gateway"');
      throw AppError.unauthorized('A valid merchant key is required.', 'merchant_key_required');
    }
  });
}
