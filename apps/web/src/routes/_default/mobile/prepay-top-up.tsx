import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/mobile/prepay-top-up')({
  staticData: routeStaticData('prepay-top-up'),
  component: PrepayTopUpPage,
});

function PrepayTopUpPage() {
  return <PlaceholderPage routeKey="prepay-top-up" />;
}
