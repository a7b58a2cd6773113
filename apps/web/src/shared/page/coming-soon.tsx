import { Group, Paper, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';

/** Tells the person plainly that this page's feature has not landed yet. */
export function ComingSoon({ message }: { message: string }) {
  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-primary-color-light)">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconHourglassHigh size={22} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Text>{message}</Text>
      </Group>
    </Paper>
  );
}
