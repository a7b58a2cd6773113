import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';

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

/** A failed load says so and offers another try (ux.md), in the spec's words (section 8). */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert color="red" title="Oops, something went wrong" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">We couldn't load {what}. Try reloading the page or come back later.</Text>
        <Button variant="white" color="red" size="xs" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
