import type { FastifyPluginAsync } from 'fastify';
import { registerAccessControl } from '../auth';
import type { ModuleContext } from '../platform/module-context';
import { openMessageTransports } from '../notifications/open-transports';
import { schedulerPlugin } from '../jobs/plugin';
import { accountRoutes, findAccountFeatures } from './accounts';
import { billForecastRoutes } from './bill-forecast';
import { billingRoutes } from './billing';
import { dataRightsRoutes } from './data-rights';
import { costToLeaveRoutes } from './cost-to-leave';
import { smoothPayRoutes } from './smooth-pay';
import { broadbandRoutes } from './broadband';
import { emailRoutes } from './email';
import { mobileRoutes } from './mobile';
import { mobilePlanRoutes } from './mobile-plans';
import { mobileSharingRoutes } from './mobile-sharing';
import { mobileUsageRoutes } from './mobile-usage';
import { modemReturnRoutes } from './modem-returns';
import { moveHouseRoutes } from './move-house';
import { notificationRoutes } from './notifications';
import { orderRoutes } from './orders';
import { paymentArrangementRoutes } from './payment-arrangements';
import { paymentRoutes } from './payments';
import { peopleRoutes } from './people';
import { powerRoutes } from './power';
import { powerCareRoutes } from './power-care';
import { prepayRoutes } from './prepay';
import { rechargeRoutes } from './recharge';
import type { DomainRoutes } from './route-kit';
import { salesRoutes } from './sales';
import { scheduledJobs } from './scheduled-jobs';
import { newLineRoutes } from './sales-new-line';
import { staffRoutes } from './staff';
import { voiceRoutes } from './voice';

/** One entry per folder under api/, each from the domain's index.ts (decision 037). */
const DOMAINS: readonly DomainRoutes[] = [
  accountRoutes,
  mobileRoutes,
  mobilePlanRoutes,
  salesRoutes,
  mobileSharingRoutes,
  mobileUsageRoutes,
  newLineRoutes,
  staffRoutes,
  peopleRoutes,
  moveHouseRoutes,
  billingRoutes,
  billForecastRoutes,
  costToLeaveRoutes,
  smoothPayRoutes,
  emailRoutes,
  modemReturnRoutes,
  paymentRoutes,
  paymentArrangementRoutes,
  prepayRoutes,
  rechargeRoutes,
  orderRoutes,
  broadbandRoutes,
  voiceRoutes,
  powerRoutes,
  powerCareRoutes,
  notificationRoutes,
  dataRightsRoutes,
];

/**
 * The product API of spec section 7, mounted at /api. Every route declares its access rule
 * and passes the one authorisation check; one folder per domain is registered here.
 */
export const apiModule: FastifyPluginAsync<ModuleContext> = async (app, context) => {
  const { db } = context.database;
  await registerAccessControl(app, context, (accountCode) =>
    findAccountFeatures(db, context.config.brand, accountCode),
  );
  for (const domainRoutes of DOMAINS) {
    const register = domainRoutes(context);
    await app.register(async (domain) => {
      await register(domain);
    });
  }
  if (context.config.scheduler.enabled) {
    const { config } = context;
    const messages = await openMessageTransports(config, db, context.fetch, app.log);
    app.addHook('onClose', () => messages.close());
    await app.register(schedulerPlugin, {
      database: context.database,
      jobs: scheduledJobs(context, messages.transports, app.log),
    });
  }
};
