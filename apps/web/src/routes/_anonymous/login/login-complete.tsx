import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_anonymous/login/login-complete')({
  staticData: routeStaticData('login-complete'),
  component: LoginCompletePage,
});

function LoginCompletePage() {
  return <PlaceholderPage routeKey="login-complete" />;
}
