import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/mobile/prepay-spend-history')({
  staticData: routeStaticData('prepay-spend-history'),
  component: PrepaySpendHistoryPage,
});

function PrepaySpendHistoryPage() {
  return <PlaceholderPage routeKey="prepay-spend-history" />;
}
