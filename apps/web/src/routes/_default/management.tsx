import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../shared/page/placeholder-page';
import { routeStaticData } from '../../shared/routing/static-data';

export const Route = createFileRoute('/_default/management')({
  staticData: routeStaticData('management'),
  component: ManagementPage,
});

function ManagementPage() {
  return <PlaceholderPage routeKey="management" />;
}
