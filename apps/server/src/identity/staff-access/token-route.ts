import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { SigningKey } from '../keys/load-idp-keys';
import { redeemStaffToken } from './redeem-staff-token';

/**
 * POST /idp/staff-access/token: the session module exchanges a staff token for an access
 * token here, like a token endpoint (so the answer is plain OAuth JSON, not the envelope).
 */
export function staffTokenRoute(options: {
  db: Db;
  signingKey: SigningKey;
  issuer: string;
  audience: string;
}) {
  return (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/staff-access/token',
      {
        schema: {
          hide: true,
          body: z.strictObject({ staff_token: z.string().min(20).max(200) }),
        },
      },
      async (request, reply) => {
        const token = await redeemStaffToken(options.db, {
          ...options,
          token: request.body.staff_token,
        });
        return reply.header('cache-control', 'no-store').send(token);
      },
    );
  };
}
