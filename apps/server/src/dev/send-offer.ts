import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountCodeSchema } from '@portal/contracts';
import type { Brand } from '@portal/domain';
import type { Db } from '../db/client';
import { sendOffer } from '../notifications/marketing';

/**
 * POST /dev/send-offer: sends a sample offer to one account, as a campaign tool would, so
 * the marketing rules can be watched: nothing goes unless the owner said yes to offers by
 * email, and what goes carries a working unsubscribe. Development only.
 */
export function devSendOfferRoutes(db: Db, settings: { brand: Brand; publicUrl: string }) {
  return (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/dev/send-offer',
        { schema: { hide: true, body: z.object({ accountCode: accountCodeSchema }) } },
        async (request) => ({
          sent: await sendOffer(db, settings, {
            accountCode: request.body.accountCode,
            title: 'Double data this summer',
            paragraphs: [
              'Add our summer data pack to any mobile plan before 31 January and get twice the data for three months.',
            ],
            action: { label: 'See the offer', path: '/mobile' },
          }),
        }),
      );
  };
}
