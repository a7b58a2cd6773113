import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { identities } from '../db/schema';

/** Who a log-in is: its pool, email and names (the columns the module's lookups by id read). */
export interface IdentityNames {
  userGuid: string;
  poolKey: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** The log-in with this userGuid, or undefined when there is none. */
export async function findIdentity(
  db: Db | Tx,
  userGuid: string,
): Promise<IdentityNames | undefined> {
  const [row] = await db
    .select({
      userGuid: identities.userGuid,
      poolKey: identities.poolKey,
      email: identities.email,
      firstName: identities.firstName,
      lastName: identities.lastName,
    })
    .from(identities)
    .where(eq(identities.userGuid, userGuid))
    .limit(1);
  return row;
}
