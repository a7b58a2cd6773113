import { createFileRoute } from '@tanstack/react-router';
import { staffAutoLogin } from '../../features/auth/api/staff-auto-login';
import { ProgressPage } from '../../features/auth/components/progress-page';
import { routeStaticData } from '../../shared/routing/static-data';

export const Route = createFileRoute('/_anonymous/auto-login')({
  staticData: routeStaticData('auto-login'),
  beforeLoad: ({ context, location, preload }) =>
    staffAutoLogin({ queryClient: context.queryClient, location, preload }),
  component: AutoLoginPage,
});

function AutoLoginPage() {
  return <ProgressPage routeKey="auto-login" status="Signing you in…" />;
}
