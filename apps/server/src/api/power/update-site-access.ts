import { eq } from 'drizzle-orm';
import type { SiteAccess, SiteAccessRequest } from '@portal/contracts';
import type { Db } from '../../db/client';
import { icps } from '../../db/schema';
import { activeIcpOf } from './power-connection-row';
import { joinSiteAccessNotes, splitSiteAccessNotes } from './site-access-notes';

/** PUT …/power/siteAccess: where the meter is and what a meter reader should know. */
export async function updateSiteAccess(
  db: Db,
  accountCode: string,
  request: SiteAccessRequest,
): Promise<SiteAccess> {
  const icp = await activeIcpOf(db, accountCode);
  const [saved] = await db
    .update(icps)
    .set({
      meterLocation: request.meterLocation,
      siteAccessNotes: joinSiteAccessNotes(request.accessNotes, request.otherHazards),
      hasDog: request.hasDog,
    })
    .where(eq(icps.icpNumber, icp.icpNumber))
    .returning();
  if (saved === undefined) throw new Error('the site access was not saved');
  return {
    meterLocation: saved.meterLocation ?? '',
    hasDog: saved.hasDog,
    ...splitSiteAccessNotes(saved.siteAccessNotes),
  };
}
