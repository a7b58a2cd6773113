import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_anonymous/login/')({
  staticData: routeStaticData('login'),
  component: LoginPage,
});

function LoginPage() {
  return <PlaceholderPage routeKey="login" />;
}
