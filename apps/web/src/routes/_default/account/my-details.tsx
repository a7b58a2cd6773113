import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/my-details')({
  staticData: routeStaticData('account'),
  component: AccountPage,
});

function AccountPage() {
  return <PlaceholderPage routeKey="account" />;
}
