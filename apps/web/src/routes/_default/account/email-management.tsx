import { createFileRoute } from '@tanstack/react-router';
import { EmailManagement } from '../../../features/email/components/email-management';
import { PageHeader } from '../../../shared/page/page-header';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/email-management')({
  staticData: routeStaticData('email-management'),
  component: EmailManagementPage,
});

function EmailManagementPage() {
  return (
    <>
      <PageHeader routeKey="email-management" />
      <EmailManagement />
    </>
  );
}
