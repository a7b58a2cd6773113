import { asc, desc, eq } from 'drizzle-orm';
import type { ServiceAddress } from '@portal/contracts';
import type { Db } from '../../db/client';
import { serviceAddresses } from '../../db/schema';

/** GET /accounts/{code}/serviceAddresses: the current ones first, then the newest. */
export async function findServiceAddresses(db: Db, accountCode: string): Promise<ServiceAddress[]> {
  return db
    .select({
      locationId: serviceAddresses.locationId,
      address1: serviceAddresses.address1,
      address2: serviceAddresses.address2,
      suburb: serviceAddresses.suburb,
      city: serviceAddresses.city,
      postCode: serviceAddresses.postCode,
      isCurrent: serviceAddresses.isCurrent,
    })
    .from(serviceAddresses)
    .where(eq(serviceAddresses.accountCode, accountCode))
    .orderBy(
      desc(serviceAddresses.isCurrent),
      desc(serviceAddresses.createdAt),
      asc(serviceAddresses.id),
    );
}
