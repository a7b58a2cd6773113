import { createFileRoute } from '@tanstack/react-router';
import { finishSignIn } from '../../../features/auth/api/finish-sign-in';
import { LoginCompletePage } from '../../../features/auth/components/login-complete-page';
import { routeStaticData } from '../../../shared/routing/static-data';

/** Where the identity provider returns with code and state (ADR 004 redirect URIs). */
export const Route = createFileRoute('/_anonymous/login/login-complete')({
  staticData: routeStaticData('login-complete'),
  beforeLoad: ({ context, location, preload }) =>
    finishSignIn({ queryClient: context.queryClient, location, preload }),
  component: LoginCompletePage,
});
