import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountCodeSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  mobileServiceDetailsSchema,
  serviceEntitySchema,
  walletBalanceSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { findMobileServices } from './find-mobile-services';
import { getWalletBalance } from './get-wallet-balance';
import { mobileManagementWriteRoutes } from './management-write-routes';
import { mobileNumberOrderRoutes } from './number-order-routes';
import { accountHolders } from '../../auth';

const MANAGEMENT = '/mobile/v2/management/accounts/:accountCode';
const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** Mobile management calls of spec section 7: reads here, changes and orders beside. */
export function mobileRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      `${MANAGEMENT}/mobileServices`,
      {
        config: { access: accountHolders('accountCode') },
        schema: {
          tags: ['mobile'],
          summary: 'The account’s mobile services with plan, controls and allowance left',
          params: z.object({ accountCode: accountCodeSchema }),
          response: { 200: envelopeSchema(z.array(mobileServiceDetailsSchema)), ...errors },
        },
      },
      async (request) => ok(await findMobileServices(db, request.params.accountCode)),
    );
    routes.get(
      `${MANAGEMENT}/mobileServices/:serviceEntity/walletBalance`,
      {
        config: {
          access: accountHolders('accountCode', { serviceParam: 'serviceEntity' }),
        },
        schema: {
          tags: ['mobile'],
          summary: 'The wallet balance of a prepay line (404 for a postpay line)',
          params: z.object({ accountCode: accountCodeSchema, serviceEntity: serviceEntitySchema }),
          response: { 200: envelopeSchema(walletBalanceSchema), ...errors },
        },
      },
      async (request) =>
        ok(await getWalletBalance(db, request.params.accountCode, request.params.serviceEntity)),
    );
    await app.register(mobileManagementWriteRoutes(db));
    await app.register(mobileNumberOrderRoutes(db));
  };
}
