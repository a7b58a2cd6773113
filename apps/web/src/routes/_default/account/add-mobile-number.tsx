import { createFileRoute } from '@tanstack/react-router';
import { AddNumberPage } from '../../../features/prepay/add-number/components/add-number-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/add-mobile-number')({
  staticData: routeStaticData('add-mobile-number'),
  component: AddNumberPage,
});
