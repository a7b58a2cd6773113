import { Button } from '@mantine/core';
import { Link, createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../shared/page/page-header';
import { routeStaticData } from '../../shared/routing/static-data';

/** Where a failed sign-in lands; its purpose line is the spec's sentence. */
export const Route = createFileRoute('/_anonymous/login-problem')({
  staticData: routeStaticData('login-problem'),
  component: LoginProblemPage,
});

function LoginProblemPage() {
  return (
    <>
      <PageHeader routeKey="login-problem" />
      <Button component={Link} to="/login">
        Back to login
      </Button>
    </>
  );
}
