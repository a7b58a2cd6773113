import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_anonymous/logout/logout-complete')({
  staticData: routeStaticData('logout-complete'),
  component: LogoutCompletePage,
});

function LogoutCompletePage() {
  return <PlaceholderPage routeKey="logout-complete" />;
}
