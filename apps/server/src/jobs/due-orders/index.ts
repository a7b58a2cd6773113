import type { FastifyBaseLogger } from 'fastify';
import { orderAppliers } from '../../api/order-appliers';
import { applyDueOrders } from '../../api/orders';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../scheduler';

export const DUE_ORDERS_JOB = 'due-orders';

/**
 * Every five minutes: orders whose date has come are carried out (a plan change from its
 * date, a sign-up on its start day). Safe beside another server's run (apply-due-orders.ts).
 */
export function dueOrderJobs(db: Db, log: FastifyBaseLogger): JobDefinition[] {
  return [
    {
      name: DUE_ORDERS_JOB,
      // Power plan changes and moves are held for a medically dependent account.
      power: 'guarded',
      cron: '*/5 * * * *',
      run: async () => {
        await applyDueOrders(db, new Date(), orderAppliers, log);
      },
    },
  ];
}
