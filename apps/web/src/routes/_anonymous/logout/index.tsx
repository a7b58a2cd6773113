import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_anonymous/logout/')({
  staticData: routeStaticData('logout'),
  component: LogoutPage,
});

function LogoutPage() {
  return <PlaceholderPage routeKey="logout" />;
}
