import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msisdnSchema } from '@portal/contracts';
import { recordPrepaySpend } from '../api/recharge';
import type { Db } from '../db/client';

const spendSchema = z.object({
  serviceEntity: msisdnSchema,
  /** Cents, as usage would take them; at most $100.00 a call. */
  amountCents: z.number().int().min(1).max(10_000),
  description: z.string().trim().min(1).max(80).default('Usage (development)'),
});

/**
 * POST /dev/prepay-spend: takes usage off a prepay wallet as the network would, so a
 * low-balance auto top-up can be seen to run (the scheduler charges it within a minute).
 * Development only, like the outbox page.
 */
export function devPrepaySpendRoutes(db: Db) {
  return (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/dev/prepay-spend',
        { schema: { hide: true, body: spendSchema } },
        async (request, reply) => {
          const { serviceEntity, amountCents, description } = request.body;
          const recorded = await recordPrepaySpend(db, {
            serviceEntity,
            amountCents,
            description,
            occurredAt: new Date(),
          });
          return reply.send(recorded);
        },
      );
  };
}
