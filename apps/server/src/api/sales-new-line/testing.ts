import { eq, and, count } from 'drizzle-orm';
import type { NewLineOrder } from '@portal/contracts';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/** A complete new-line order; tests change one part at a time. */
export function newLineOrder(
  orderToken: string,
  serviceEntity: string,
  overrides: { ratePlan?: string; hardware?: 'SIM Card' | 'eSIM' | 'Handset' } = {},
): NewLineOrder {
  const hardware = overrides.hardware ?? 'SIM Card';
  const delivered = hardware !== 'eSIM';
  return {
    orderToken,
    salesChannel: 'SelfService',
    salesPerson: 'MyAccountv2',
    additionalProducts: [
      {
        service: 'mobile2_linerental',
        ratePlan: overrides.ratePlan ?? 'CARRYOVER_15GB',
        serviceEntity,
        numberChoice: 'NewNumber',
        portDetails: null,
      },
    ],
    hardwareOrders: [
      {
        address: delivered
          ? { street: '12 Kōwhai Street', suburb: 'Ponsonby', city: 'Auckland', postCode: '1011' }
          : null,
        items: [
          {
            key: hardware,
            serviceEntity,
            recipientName: delivered ? 'Aroha Ngata' : null,
            recipientPhone: delivered ? '0211234567' : null,
          },
        ],
      },
    ],
  };
}

export async function newLineOrderCount(db: Db, accountCode: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.accountCode, accountCode), eq(orders.orderType, 'NewLine')));
  return row?.n ?? 0;
}
