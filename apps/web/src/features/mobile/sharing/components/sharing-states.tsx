import { Skeleton, Stack } from '@mantine/core';

/** The shape of the sharing page while it loads: the quota card, then a few beneficiaries. */
export function SharingSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      <Skeleton height={96} radius="md" />
      {[0, 1].map((row) => (
        <Skeleton key={row} height={72} radius="md" />
      ))}
    </Stack>
  );
}
