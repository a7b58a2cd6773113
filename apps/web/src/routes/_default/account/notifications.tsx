import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../../features/account/components/notifications-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/notifications')({
  staticData: routeStaticData('notifications'),
  component: NotificationsPage,
});
