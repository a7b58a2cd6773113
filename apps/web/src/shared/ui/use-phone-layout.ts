import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `sm` breakpoint tables become stacked lists (ux.md). Read at once rather
 * than after mount, so a desktop does not flash the phone layout first.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
}
