import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Skeletons in the shape of a section that is loading, told to screen readers as one status
 * named for what loads, and marked busy (the browser tests' page scan waits until nothing is
 * busy). A plain div may not carry an aria-label; the status role gives the name a place.
 */
export function LoadingStack({
  label,
  children,
  ...props
}: Omit<StackProps, 'aria-label'> & { label: string; children: ReactNode }) {
  return (
    <Stack role="status" aria-busy="true" aria-label={label} {...props}>
      {children}
    </Stack>
  );
}
