import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BYTES_PER_MB } from '@portal/domain';
import { msisdnSchema } from '@portal/contracts';
import type { Db } from '../db/client';
import { mobileServices, usageEvents } from '../db/schema';
import { eq } from 'drizzle-orm';
import { rebuildUsageRollups, servicesIn } from '../db/usage-rollups';
import { AppError } from '../platform/app-error';

const useSchema = z.object({
  serviceEntity: msisdnSchema,
  /** Megabytes of data used now; at most 200 GB a call. */
  megabytes: z
    .number()
    .int()
    .min(1)
    .max(200 * 1024),
});

/**
 * POST /dev/mobile-data-use: records data use on a postpay line as the network would (an
 * event now, the line's daily rollups rebuilt), so a data alert can be watched arriving:
 * the rollups' change wakes the usage-alerts job, its email reaches /dev/outbox within
 * seconds. Development only, like /dev/prepay-spend.
 */
export function devMobileDataUseRoutes(db: Db) {
  return (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/dev/mobile-data-use',
        { schema: { hide: true, body: useSchema } },
        async (request) => {
          const { serviceEntity, megabytes } = request.body;
          const [line] = await db
            .select({ serviceEntity: mobileServices.serviceEntity })
            .from(mobileServices)
            .where(eq(mobileServices.serviceEntity, serviceEntity));
          if (line === undefined) throw AppError.notFound('No such mobile line.');
          const now = new Date();
          await db.insert(usageEvents).values({
            serviceEntity,
            kind: 'data',
            eventDate: now,
            startDate: now,
            endDate: now,
            dataVolumeBytes: megabytes * BYTES_PER_MB,
          });
          await rebuildUsageRollups(db, servicesIn([serviceEntity]));
          return { serviceEntity, megabytes };
        },
      );
  };
}
