import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/mobile/sharing/manage-sharing')({
  staticData: routeStaticData('manage-sharing'),
  component: ManageSharingPage,
});

function ManageSharingPage() {
  return <PlaceholderPage routeKey="manage-sharing" />;
}
