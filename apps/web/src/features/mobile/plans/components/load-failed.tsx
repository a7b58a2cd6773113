import { Alert, Button, Stack, Text } from '@mantine/core';

/** A failed load says so and offers another try (ux.md), in the spec's words (section 8). */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert color="red" title="Oops, something went wrong" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          We couldn&apos;t load {what}. Try reloading the page or come back later.
        </Text>
        <Button variant="white" color="red" size="xs" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
