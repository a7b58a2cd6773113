import type { FastifyBaseLogger } from 'fastify';
import { brandName } from '@portal/domain';
import { alertJobs } from '../jobs/alerts';
import { autoTopUpJobs } from '../jobs/auto-top-ups';
import { deliverMessageJobs } from '../jobs/deliver-messages';
import { dueOrderJobs } from '../jobs/due-orders';
import { expiredInvitationJobs } from '../jobs/expired-invitations';
import { expiredRecordJobs } from '../jobs/expired-records';
import type { JobDefinition } from '../jobs/scheduler';
import { usageMonthJobs } from '../jobs/usage-months';
import type { MessageTransports } from '../notifications/transports';
import type { ModuleContext } from '../platform/module-context';
import { dataExportJobs } from './data-rights';
import { createRechargeContext } from './recharge';
import { smoothPayJobs } from './smooth-pay';

/**
 * Every job the scheduler runs: the one list, so a test can run each of them and check
 * what each says it may do to power (decision 063).
 */
export function scheduledJobs(
  context: Pick<ModuleContext, 'config' | 'database' | 'fetch'>,
  transports: MessageTransports,
  log: FastifyBaseLogger,
): JobDefinition[] {
  const { config } = context;
  const { db } = context.database;
  return [
    ...autoTopUpJobs(createRechargeContext(context)),
    ...dueOrderJobs(db, log),
    ...expiredInvitationJobs(db),
    ...expiredRecordJobs(db),
    ...usageMonthJobs(db),
    ...deliverMessageJobs({
      db,
      transports,
      publicUrl: config.publicUrl,
      brandName: brandName(config.brand),
    }),
    ...dataExportJobs(db, { publicUrl: config.publicUrl, brand: config.brand }),
    ...smoothPayJobs(db, { brand: config.brand, publicUrl: config.publicUrl }),
    ...alertJobs({ db, log, brand: config.brand, publicUrl: config.publicUrl }),
  ];
}
