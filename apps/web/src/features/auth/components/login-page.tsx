import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PoolKey } from '@portal/contracts';
import { PageHeader } from '../../../shared/page/page-header';
import {
  loginMutationOptions,
  safeDestination,
  sessionQueryOptions,
  signOutReason,
} from '../../../shared/session';

/** Staff land on the management page unless they were on their way somewhere. */
export const STAFF_HOME = '/management';

interface LoginPageProps {
  /** The `redirect` query parameter guard 1 adds. */
  redirectTo: string | undefined;
}

/**
 * /login: saves where the person was going (the guard's `redirect`, else what the
 * session already holds) with POST /session/login and leaves for the identity provider.
 * A person signed out without asking (their password changed elsewhere) is told why.
 */
export function LoginPage({ redirectTo }: LoginPageProps) {
  const saved = useQuery({ ...sessionQueryOptions(), retry: false }).data?.destinationUrl;
  const destination = safeDestination(redirectTo) ?? safeDestination(saved);
  const login = useMutation({
    ...loginMutationOptions(),
    onSuccess: (authorizeUrl) => {
      window.location.assign(authorizeUrl);
    },
  });
  const signIn = (pool: PoolKey) => {
    login.mutate({
      destinationUrl: pool === 'StaffIdentity' ? (destination ?? STAFF_HOME) : destination,
      pool,
    });
  };
  const busy = login.isPending || login.isSuccess;
  // Said once: a reload of the sign-in page no longer has it.
  const [signedOutBecause] = useState(() => signOutReason.kept());
  useEffect(() => {
    signOutReason.forget();
  }, []);

  return (
    <>
      <PageHeader routeKey="login" />
      <Stack gap="md" align="flex-start">
        {signedOutBecause !== null && (
          <Alert color="blue" title="You have been signed out" role="status" w="100%">
            {signedOutBecause}
          </Alert>
        )}
        {login.isError && (
          <Alert color="red" title="Oops, something went wrong" role="alert" w="100%">
            Please try again.
          </Alert>
        )}
        <Button
          size="md"
          onClick={() => {
            signIn('customer');
          }}
          loading={busy && login.variables.pool === 'customer'}
          disabled={busy}
        >
          Sign in
        </Button>
        <Text size="sm" c="dimmed">
          Work for us?{' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              signIn('StaffIdentity');
            }}
            disabled={busy}
          >
            Staff sign in
          </Anchor>
        </Text>
      </Stack>
    </>
  );
}
