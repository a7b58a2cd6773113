import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A form's submit button: it spins and takes no second press while the change is on its
 * way, so a double click sends one request.
 */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" loading={pending} disabled={pending} w="fit-content">
      {children}
    </Button>
  );
}
