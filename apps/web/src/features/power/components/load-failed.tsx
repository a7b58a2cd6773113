import { Button, Group, Text } from '@mantine/core';
import { Notice } from '../../../shared/ui/notice';

/** A load that failed, with a way to try again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Notice color="red" title="Something went wrong" role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">We couldn’t load {what}. Please try again.</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Notice>
  );
}
