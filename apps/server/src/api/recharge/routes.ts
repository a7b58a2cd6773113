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
import { accountRouter, refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

/** Money for prepay: card and hosted-page top-ups, their processing, vouchers (issue 6). */
export const rechargeRoutes: DomainRoutes = (context) => {
  const recharge = createRechargeContext(context);
  const { db } = recharge;
  return async (app: FastifyInstance) => {
    sendRetryAfterMaintenance(app);
    zodRoutes(app).get(
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
    accountRouter(app, { tags: ['sales'], refusals: topUpErrors }).post(
      '/sales/v4/ordering/accounts/:accountCode/orders',
      {
        access: ownerAccess,
        summary: 'Redeem a top-up voucher on a prepay number',
        body: voucherOrderSchema,
        data: voucherOrderResultSchema,
        answer: (request) => redeemVoucher(db, request.params.accountCode, request.body),
      },
    );
    await app.register(rechargePaymentRoutes(recharge));
  };
};
