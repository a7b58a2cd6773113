import { Skeleton } from '@mantine/core';
import { LoadingStack } from '../../../../shared/ui/loading-stack';

/** The shape of a usage view while it loads: a chart, then a few day rows. */
export function UsageSkeleton({ label }: { label: string }) {
  return (
    <LoadingStack gap="sm" label={label}>
      <Skeleton height={220} radius="md" />
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={48} />
      ))}
    </LoadingStack>
  );
}
