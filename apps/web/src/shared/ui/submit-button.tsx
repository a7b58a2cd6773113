import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  pending: boolean;
  children: ReactNode;
  /** Space above, where the button sits beside a field and lines up with its box, not its label. */
  mt?: ButtonProps['mt'];
}

/**
 * A form's submit button: it spins and takes no second press while the change is on its
 * way, so a double click sends one request.
 */
export function SubmitButton({ pending, children, mt }: SubmitButtonProps) {
  return (
    <Button type="submit" loading={pending} disabled={pending} w="fit-content" mt={mt}>
      {children}
    </Button>
  );
}
