import { BYTES_PER_MB, formatDataVolume } from '@portal/domain';
import type { DataShareType } from '@portal/contracts';

/** Share amounts are whole MB; shown as ux.md says (GB from 1 GB, MB below). */
export function formatShareAmount(mb: number): string {
  return formatDataVolume(mb * BYTES_PER_MB);
}

/** Section 3's share types, Open and Allocation, in the words of the sharing form. */
export const shareTypeLabel: Record<DataShareType, string> = {
  OpenSharing: 'Open, uses what they need',
  AllocationSharing: 'A set amount of data',
};
