import { BYTES_PER_MB, formatDataVolume } from '@portal/domain';
import type { DataShareType } from '@portal/contracts';
import { isApiError } from '../../../../shared/api';

/** Share amounts are whole MB; shown as ux.md says (GB from 1 GB, MB below). */
export function formatShareAmount(mb: number): string {
  return formatDataVolume(mb * BYTES_PER_MB);
}

/** Section 3's share types, Open and Allocation, in the words of the sharing form. */
export const shareTypeLabel: Record<DataShareType, string> = {
  OpenSharing: 'Open, uses what they need',
  AllocationSharing: 'A set amount of data',
};

/** The server's words for a failed call (they name the problem, e.g. the 5-number limit). */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) {
      return 'We could not reach our servers. Check your connection and try again.';
    }
    return error.detail ?? error.message;
  }
  return error instanceof Error ? error.message : 'Please try again.';
}
