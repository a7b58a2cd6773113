import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../shared/page/placeholder-page';
import { routeStaticData } from '../../shared/routing/static-data';

export const Route = createFileRoute('/_default/siebel-management')({
  staticData: routeStaticData('siebel-management'),
  component: SiebelManagementPage,
});

function SiebelManagementPage() {
  return <PlaceholderPage routeKey="siebel-management" />;
}
