import type { z } from 'zod';
import type { BusinessGroup, businessGroupMetadataSchema } from '@portal/contracts';
import { SOURCE_APP } from '@portal/contracts';

/**
 * GET /mobile/v2/metadata/businessGroup?businessGroup: what ordering needs to know about a
 * business group. Business accounts see amounts excluding GST and no group plans.
 */
export function getBusinessGroupMetadata(
  businessGroup: BusinessGroup,
): z.infer<typeof businessGroupMetadataSchema> {
  const business = businessGroup === 'Business';
  return {
    businessGroup,
    salesChannel: 'SelfService',
    salesPerson: SOURCE_APP,
    displayGstInclusive: !business,
    groupPlansAvailable: !business && businessGroup !== 'Prepay',
    planServiceKey: 'mobile2_linerental',
    addonServiceKey: 'mobile2_Addon',
  };
}
