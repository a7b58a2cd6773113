import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint tables become stacked lists (ux.md). */
export function usePhoneLayout(): boolean {
  return useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
}
