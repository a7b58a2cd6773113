import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One term and its value inside a `<dl>`, so a screen reader reads them as a pair: the term
 * small and dimmed, the value under it. Summaries that list many values (power, the
 * dashboard) use the quieter `weight` 500; a card of a few key figures keeps 600.
 */
export function Fact({
  label,
  weight = 600,
  children,
}: {
  label: string;
  weight?: 500 | 600;
  children: ReactNode;
}) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={weight}>
        {children}
      </Text>
    </div>
  );
}
