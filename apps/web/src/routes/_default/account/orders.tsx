import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../../features/orders/components/orders-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/orders')({
  staticData: routeStaticData('orders'),
  component: OrdersPage,
});
