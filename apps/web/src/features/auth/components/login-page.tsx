import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
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
  /** `?staff=true`: the identity provider's "Staff sign in" link asks for the staff pool. */
  staff?: boolean;
}

/**
 * /login: saves where the person was going (the guard's `redirect`, else what the
 * session already holds) with POST /session/login and leaves for the identity provider,
 * at once: the provider's page is the sign-in page, so this one costs no extra click. It
 * stays only when it has something to say: why the person was signed out without asking
 * (their password changed elsewhere), or that leaving failed; then its buttons do it.
 */
export function LoginPage({ redirectTo, staff = false }: LoginPageProps) {
  const session = useQuery({ ...sessionQueryOptions(), retry: false });
  const destination = safeDestination(redirectTo) ?? safeDestination(session.data?.destinationUrl);
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

  // Straight on once the saved destination is known; once only, also under StrictMode.
  const started = useRef(false);
  const goStraight = signedOutBecause === null && !session.isPending;
  useEffect(() => {
    if (!goStraight || started.current) return;
    started.current = true;
    signIn(staff ? 'StaffIdentity' : 'customer');
  });

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
        {busy && (
          <Text role="status" size="sm">
            Taking you to the sign-in page…
          </Text>
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
