import { orders } from '../schema';
import type { SeedContext } from './context';
import { addDays, nzInstant } from './dates';

/**
 * Orders to follow on Your orders (issue 30): a broadband plan change Aroha had done last
 * month, and a number Liam is bringing in, now with his other provider. None is Pending,
 * so no page that books a change finds one already waiting. Fixed ids keep the seed the
 * same from run to run.
 */
export async function seedOrders({ db, todayDate }: SeedContext): Promise<void> {
  const planChangeDay = addDays(todayDate, -30);
  const portOrdered = addDays(todayDate, -1);
  await db.insert(orders).values([
    {
      orderId: '5eed0000-0000-4000-8000-000000000001',
      accountCode: '30000001',
      orderType: 'BroadbandPlanChange',
      status: 'Completed',
      payload: { summary: 'Broadband plan change to Fibre 1000' },
      requestedDateOfProvisioning: planChangeDay,
      createdAt: nzInstant(addDays(planChangeDay, -5), 19, 12),
      updatedAt: nzInstant(planChangeDay, 2),
    },
    {
      orderId: '5eed0000-0000-4000-8000-000000000002',
      accountCode: '30000401',
      orderType: 'PortIn',
      status: 'Submitted',
      payload: { summary: 'Bringing 027 555 0199 to us', mobileNumber: '0275550199' },
      createdAt: nzInstant(portOrdered, 10, 30),
      stepDates: { withOtherProvider: todayDate },
    },
  ]);
}
