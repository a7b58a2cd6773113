import { createFileRoute } from '@tanstack/react-router';
import { signOutOnLoad } from '../../../features/auth/api/sign-out-on-load';
import { ProgressPage } from '../../../features/auth/components/progress-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_anonymous/logout/')({
  staticData: routeStaticData('logout'),
  beforeLoad: ({ context, preload }) =>
    signOutOnLoad({ queryClient: context.queryClient, preload }),
  component: LogoutPage,
});

function LogoutPage() {
  return <ProgressPage routeKey="logout" status="Signing you out…" />;
}
