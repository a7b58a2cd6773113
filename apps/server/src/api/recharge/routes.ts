import type { FastifyInstance } from 'fastify';
import {
  activeMaintenanceWindowSchema,
  envelopeSchema,
  voucherOrderResultSchema,
  voucherOrderSchema,
} from '@portal/contracts';
import { ok } from '../../platform/envelope';
import { getActiveMaintenanceWindow, sendRetryAfterMaintenance } from './maintenance-window';
import { rechargePaymentRoutes } from './payment-routes';
import { createRechargeContext } from './recharge-context';
import { redeemVoucher } from './redeem-voucher';
import { ownerAccess, RECHARGE, tags, topUpErrors } from './route-parts';
import { accountParams, refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

/** Money for prepay: card and hosted-page top-ups, their processing, vouchers (issue 6). */
export const rechargeRoutes: DomainRoutes = (context) => {
  const recharge = createRechargeContext(context);
  const { db } = recharge;
  return async (app: FastifyInstance) => {
    sendRetryAfterMaintenance(app);
    const routes = zodRoutes(app);
    routes.get(
      `${RECHARGE}/maintenanceWindows/active`,
      {
        config: { access: { kind: 'signed-in' } },
        schema: {
          tags,
          summary: 'The maintenance window on now, if any: top-ups are refused during it',
          response: {
            200: envelopeSchema(activeMaintenanceWindowSchema),
            ...refusals(401),
          },
        },
      },
      async () => ok(await getActiveMaintenanceWindow(db)),
    );
    routes.post(
      '/sales/v4/ordering/accounts/:accountCode/orders',
      {
        config: { access: ownerAccess },
        schema: {
          tags: ['sales'],
          summary: 'Redeem a top-up voucher on a prepay number',
          params: accountParams,
          body: voucherOrderSchema,
          response: { 200: envelopeSchema(voucherOrderResultSchema), ...topUpErrors },
        },
      },
      async (request) => ok(await redeemVoucher(db, request.params.accountCode, request.body)),
    );
    await app.register(rechargePaymentRoutes(recharge));
  };
};
