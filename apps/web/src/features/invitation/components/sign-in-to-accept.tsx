import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** To the sign-in page, coming back here (the token is kept in this tab) to accept. */
export function SignInToAccept({ label }: { label: string }) {
  return (
    <Button
      renderRoot={(rootProps) => (
        <Link {...rootProps} to="/login" search={{ redirect: '/invitation' }} />
      )}
      w="fit-content"
    >
      {label}
    </Button>
  );
}
