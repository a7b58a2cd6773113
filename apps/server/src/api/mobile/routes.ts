import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  mobileAlertSchema,
  mobileServiceDetailsSchema,
  serviceEntitySchema,
  walletBalanceSchema,
} from '@portal/contracts';
import { findMobileAlerts } from './find-mobile-alerts';
import { findMobileServices } from './find-mobile-services';
import { getWalletBalance } from './get-wallet-balance';
import { mobileManagementWriteRoutes } from './management-write-routes';
import { mobileNumberOrderRoutes } from './number-order-routes';
import { accountHolders } from '../../auth';
import { accountParams, accountRouter, anyHolder, refusals } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

const MANAGEMENT = '/mobile/v2/management/accounts/:accountCode';
const errors = refusals(401, 403, 404);

/** Mobile management calls of spec section 7: reads here, changes and orders beside. */
export const mobileRoutes: DomainRoutes = ({ database: { db } }) => {
  return async (app: FastifyInstance) => {
    const account = accountRouter(app, { tags: ['mobile'], refusals: errors });
    account.get(`${MANAGEMENT}/mobileServices`, {
      access: anyHolder,
      summary: 'The account’s mobile services with plan, controls and allowance left',
      data: z.array(mobileServiceDetailsSchema),
      answer: (request) => findMobileServices(db, request.params.accountCode),
    });
    account.get(`${MANAGEMENT}/mobileServices/:serviceEntity/walletBalance`, {
      access: accountHolders({ serviceParam: 'serviceEntity' }),
      summary: 'The wallet balance of a prepay line (404 for a postpay line)',
      params: accountParams.extend({ serviceEntity: serviceEntitySchema }),
      data: walletBalanceSchema,
      answer: (request) =>
        getWalletBalance(db, request.params.accountCode, request.params.serviceEntity),
    });
    account.get('/accounts/:accountCode/mobileAlerts', {
      access: anyHolder,
      tags: ['accounts'],
      summary: 'Notices about the account’s mobile lines (data nearly used, roaming)',
      data: z.array(mobileAlertSchema),
      answer: (request) => findMobileAlerts(db, request.params.accountCode),
    });
    await app.register(mobileManagementWriteRoutes(db));
    await app.register(mobileNumberOrderRoutes(db));
  };
};
