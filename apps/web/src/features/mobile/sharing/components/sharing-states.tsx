import { Skeleton } from '@mantine/core';
import { LoadingStack } from '../../../../shared/ui/loading-stack';

/** The shape of the sharing page while it loads: the quota card, then a few beneficiaries. */
export function SharingSkeleton({ label }: { label: string }) {
  return (
    <LoadingStack gap="sm" label={label}>
      <Skeleton height={96} radius="md" />
      {[0, 1].map((row) => (
        <Skeleton key={row} height={72} radius="md" />
      ))}
    </LoadingStack>
  );
}
