import { createFileRoute } from '@tanstack/react-router';
import { confirmSignedOut } from '../../../features/auth/api/sign-out-on-load';
import { LogoutCompletePage } from '../../../features/auth/components/logout-complete-page';
import { routeStaticData } from '../../../shared/routing/static-data';

/** Where the identity provider's end-session page returns (ADR 004 post-logout URIs). */
export const Route = createFileRoute('/_anonymous/logout/logout-complete')({
  staticData: routeStaticData('logout-complete'),
  beforeLoad: ({ context, preload }) => {
    confirmSignedOut({ queryClient: context.queryClient, preload });
  },
  component: LogoutCompletePage,
});
