import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/email-management')({
  staticData: routeStaticData('email-management'),
  component: EmailManagementPage,
});

function EmailManagementPage() {
  return <PlaceholderPage routeKey="email-management" />;
}
