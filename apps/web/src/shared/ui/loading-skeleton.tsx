import { Skeleton, type SkeletonProps } from '@mantine/core';

/**
 * A skeleton in the shape of what is coming (ux.md), told to screen readers as a status
 * named for what loads, and marked busy: a plain named div is not allowed an aria-label,
 * and the browser tests' page scan waits until nothing on the page is busy.
 */
export function LoadingSkeleton({
  label,
  ...props
}: Omit<SkeletonProps, 'aria-label'> & { label: string }) {
  return <Skeleton role="status" aria-busy="true" aria-label={label} {...props} />;
}
