import { Button, Text } from '@mantine/core';
import { Notice } from './notice';

/** A failed load says so and offers another try (ux.md), in the spec's words (section 8). */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Notice color="red" title="Oops, something went wrong" role="alert">
      <Text size="sm" mb="sm">
        We couldn&apos;t load {what}. Try reloading the page or come back later.
      </Text>
      <Button variant="white" color="red" size="xs" onClick={onRetry}>
        Try again
      </Button>
    </Notice>
  );
}
