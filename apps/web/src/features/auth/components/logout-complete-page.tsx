import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../../shared/page/page-header';

/** /logout/logout-complete: confirms the sign-out and offers the way back in. */
export function LogoutCompletePage() {
  return (
    <>
      <PageHeader routeKey="logout-complete" />
      <Button component={Link} to="/login">
        Sign in again
      </Button>
    </>
  );
}
