import { eq } from 'drizzle-orm';
import { connectionStatusSchema, type MobileService } from '@portal/contracts';
import type { Db } from '../../db/client';
import { mobileServices } from '../../db/schema';

/** GET /mobile/v2/management/accounts/{accountCode}/mobileServices. */
export async function findMobileServices(db: Db, accountCode: string): Promise<MobileService[]> {
  const rows = await db
    .select()
    .from(mobileServices)
    .where(eq(mobileServices.accountCode, accountCode))
    .orderBy(mobileServices.serviceEntity);
  return rows.map((row) => ({
    serviceEntity: row.serviceEntity,
    service: row.service,
    serviceEntityDescription: row.serviceEntityDescription,
    status: connectionStatusSchema.catch('Inactive').parse(row.status),
    isPrepay: row.paymentType === 'Prepay',
    planKey: row.planKey,
  }));
}
