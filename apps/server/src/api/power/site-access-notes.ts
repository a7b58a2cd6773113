import type { SiteAccess } from '@portal/contracts';

/**
 * Hazards other than a dog have no column of their own yet (icps has meter_location,
 * site_access_notes and has_dog), so they are kept in site_access_notes after the access
 * notes, on a line of their own that starts with this marker.
 */
const HAZARDS_MARKER = '\n--\nOther hazards: ';

export function joinSiteAccessNotes(accessNotes: string, otherHazards: string): string | null {
  const notes = accessNotes.trim();
  const hazards = otherHazards.trim();
  if (hazards === '') return notes === '' ? null : notes;
  return `${notes}${HAZARDS_MARKER}${hazards}`;
}

export function splitSiteAccessNotes(
  stored: string | null,
): Pick<SiteAccess, 'accessNotes' | 'otherHazards'> {
  const text = stored ?? '';
  const at = text.lastIndexOf(HAZARDS_MARKER);
  if (at === -1) return { accessNotes: text, otherHazards: '' };
  return {
    accessNotes: text.slice(0, at),
    otherHazards: text.slice(at + HAZARDS_MARKER.length),
  };
}
