import { createFileRoute } from '@tanstack/react-router';
import { NoAccountsPage } from '../../features/account/components/no-accounts-page';
import { routeStaticData } from '../../shared/routing/static-data';

export const Route = createFileRoute('/_default/get-started')({
  staticData: routeStaticData('siebel-management'),
  component: NoAccountsPage,
});
