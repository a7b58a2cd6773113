import type { FastifyPluginAsync } from 'fastify';
import { registerAccessControl } from '../auth';
import type { ModuleContext } from '../platform/module-context';
import { findAccountFeatures } from './accounts/find-account-features';
import { accountRoutes } from './accounts/routes';
import { billingRoutes } from './billing/routes';
import { broadbandRoutes } from './broadband';
import { emailRoutes } from './email/routes';
import { mobileRoutes } from './mobile/routes';
import { mobilePlansModule } from './mobile-plans';
import { mobileSharingRoutes } from './mobile-sharing/routes';
import { mobileUsageRoutes } from './mobile-usage/routes';
import { modemReturnRoutes } from './modem-returns/routes';
import { paymentRoutes } from './payments/routes';
import { moveHouseRoutes } from './move-house/routes';
import { peopleRoutes } from './people/routes';
import { powerRoutes } from './power';
import { prepayRoutes } from './prepay/routes';
import { createRechargeContext } from './recharge';
import { rechargeRoutes } from './recharge/routes';
import { autoTopUpJobs } from '../jobs/auto-top-ups';
import { dueOrderJobs } from '../jobs/due-orders';
import { expiredInvitationJobs } from '../jobs/expired-invitations';
import { expiredRecordJobs } from '../jobs/expired-records';
import { usageMonthJobs } from '../jobs/usage-months';
import { schedulerPlugin } from '../jobs/plugin';
import { orderRoutes } from './orders';
import { newLineRoutes } from './sales-new-line';
import { staffRoutes } from './staff/routes';
import { voiceRoutes } from './voice';

/**
 * The product API of spec section 7, mounted at /api. Every route declares its access rule
 * and passes the one authorisation check; one folder per domain is registered here.
 */
export const apiModule: FastifyPluginAsync<ModuleContext> = async (app, context) => {
  const { db } = context.database;
  await registerAccessControl(app, context, (accountCode) =>
    findAccountFeatures(db, context.config.brand, accountCode),
  );
  await app.register(accountRoutes(db));
  await app.register(mobileRoutes(db));
  await app.register(mobilePlansModule(db));
  await app.register(mobileSharingRoutes(db));
  await app.register(mobileUsageRoutes(db));
  await app.register(newLineRoutes(db));
  await app.register(staffRoutes(db));
  await app.register(peopleRoutes(db));
  await app.register(moveHouseRoutes(db));
  await app.register(billingRoutes(db, context.config.brand));
  await app.register(emailRoutes(context));
  await app.register(modemReturnRoutes(context));
  await app.register(paymentRoutes(context));
  await app.register(prepayRoutes(db));
  await app.register(rechargeRoutes(context));
  await app.register(orderRoutes(db));
  await app.register(broadbandRoutes(db, context.config.brand));
  await app.register(voiceRoutes(db));
  await app.register(powerRoutes(db));
  if (context.config.scheduler.enabled) {
    await app.register(schedulerPlugin, {
      database: context.database,
      jobs: [
        ...autoTopUpJobs(createRechargeContext(context)),
        ...dueOrderJobs(db, app.log),
        ...expiredInvitationJobs(db),
        ...expiredRecordJobs(db),
        ...usageMonthJobs(db),
      ],
    });
  }
};
