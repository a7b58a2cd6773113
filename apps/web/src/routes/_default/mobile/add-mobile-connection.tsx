import { createFileRoute } from '@tanstack/react-router';
import { AddConnectionPage } from '../../../features/mobile/ordering/components/add-connection-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/mobile/add-mobile-connection')({
  staticData: routeStaticData('mobile-add-connection'),
  component: AddConnectionPage,
});
