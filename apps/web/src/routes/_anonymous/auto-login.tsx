import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../shared/page/placeholder-page';
import { routeStaticData } from '../../shared/routing/static-data';

export const Route = createFileRoute('/_anonymous/auto-login')({
  staticData: routeStaticData('auto-login'),
  component: AutoLoginPage,
});

function AutoLoginPage() {
  return <PlaceholderPage routeKey="auto-login" />;
}
