import { z } from 'zod';
import {
  METER_LOCATION_MESSAGE,
  SITE_ACCESS_LIMITS,
  type SiteAccess,
  type SiteAccessRequest,
} from '@portal/contracts';

const keepTo = (limit: number) =>
  z
    .string()
    .trim()
    .max(limit, `Please keep this to ${String(limit)} characters.`);

/**
 * The form's rules (decision 039): the request's (siteAccessRequestSchema), with a message of
 * ours for a text over its limit.
 */
export const siteAccessFormSchema = z.object({
  meterLocation: keepTo(SITE_ACCESS_LIMITS.meterLocation).min(1, METER_LOCATION_MESSAGE),
  accessNotes: keepTo(SITE_ACCESS_LIMITS.accessNotes),
  hasDog: z.boolean(),
  otherHazards: keepTo(SITE_ACCESS_LIMITS.otherHazards),
});

export function siteAccessRequestOf(values: SiteAccess): SiteAccessRequest {
  return {
    meterLocation: values.meterLocation.trim(),
    accessNotes: values.accessNotes.trim(),
    hasDog: values.hasDog,
    otherHazards: values.otherHazards.trim(),
  };
}

/** The hazards on file in a line: "a dog at the property; …", or "none". */
export function hazardsText(siteAccess: SiteAccess): string {
  return (
    [siteAccess.hasDog ? 'a dog at the property' : '', siteAccess.otherHazards]
      .filter((hazard) => hazard !== '')
      .join('; ') || 'none'
  );
}
