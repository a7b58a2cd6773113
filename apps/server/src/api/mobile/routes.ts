import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  envelopeSchema,
  mobileAlertSchema,
  mobileServiceDetailsSchema,
  serviceEntitySchema,
  walletBalanceSchema,
} from '@portal/contracts';
import { ok } from '../../platform/envelope';
import { findMobileAlerts } from './find-mobile-alerts';
import { findMobileServices } from './find-mobile-services';
import { getWalletBalance } from './get-wallet-balance';
import { mobileManagementWriteRoutes } from './management-write-routes';
import { mobileNumberOrderRoutes } from './number-order-routes';
import { accountHolders } from '../../auth';
import { accountParams, anyHolder, refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

const MANAGEMENT = '/mobile/v2/management/accounts/:accountCode';
const errors = refusals(401, 403, 404);

/** Mobile management calls of spec section 7: reads here, changes and orders beside. */
export const mobileRoutes: DomainRoutes = ({ database: { db } }) => {
  return async (app: FastifyInstance) => {
    const routes = zodRoutes(app);
    routes.get(
      `${MANAGEMENT}/mobileServices`,
      {
        config: { access: anyHolder },
        schema: {
          tags: ['mobile'],
          summary: 'The account’s mobile services with plan, controls and allowance left',
          params: accountParams,
          response: { 200: envelopeSchema(z.array(mobileServiceDetailsSchema)), ...errors },
        },
      },
      async (request) => ok(await findMobileServices(db, request.params.accountCode)),
    );
    routes.get(
      `${MANAGEMENT}/mobileServices/:serviceEntity/walletBalance`,
      {
        config: {
          access: accountHolders({ serviceParam: 'serviceEntity' }),
        },
        schema: {
          tags: ['mobile'],
          summary: 'The wallet balance of a prepay line (404 for a postpay line)',
          params: accountParams.extend({ serviceEntity: serviceEntitySchema }),
          response: { 200: envelopeSchema(walletBalanceSchema), ...errors },
        },
      },
      async (request) =>
        ok(await getWalletBalance(db, request.params.accountCode, request.params.serviceEntity)),
    );
    routes.get(
      '/accounts/:accountCode/mobileAlerts',
      {
        config: { access: anyHolder },
        schema: {
          tags: ['accounts'],
          summary: 'Notices about the account’s mobile lines (data nearly used, roaming)',
          params: accountParams,
          response: { 200: envelopeSchema(z.array(mobileAlertSchema)), ...errors },
        },
      },
      async (request) => ok(await findMobileAlerts(db, request.params.accountCode)),
    );
    await app.register(mobileManagementWriteRoutes(db));
    await app.register(mobileNumberOrderRoutes(db));
  };
};
