import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Fact as FactRow } from '../../../shared/ui/fact';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';

export interface Fact {
  label: string;
  /** undefined: still loading (a skeleton in its place); null: nothing to show. */
  value: ReactNode | undefined | null;
}

/** Label and value pairs as a description list, so screen readers read them as pairs. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Stack component="dl" gap="sm" m={0}>
      {facts
        .filter((fact) => fact.value !== null)
        .map((fact) => (
          <FactRow key={fact.label} label={fact.label} weight={500}>
            {fact.value === undefined ? (
              <LoadingSkeleton height={18} width="60%" mt={4} label={`Loading ${fact.label}`} />
            ) : (
              fact.value
            )}
          </FactRow>
        ))}
    </Stack>
  );
}
