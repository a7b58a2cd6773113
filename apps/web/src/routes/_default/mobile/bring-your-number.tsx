import { createFileRoute } from '@tanstack/react-router';
import { BringYourNumberPage } from '../../../features/mobile/home/components/bring-your-number-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/mobile/bring-your-number')({
  staticData: routeStaticData('mobile-bring-your-number'),
  component: BringYourNumberPage,
});
