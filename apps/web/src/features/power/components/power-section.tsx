import { Paper, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled part of a power page, named by its heading for assistive technology. */
export function PowerSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
