import { createFileRoute } from '@tanstack/react-router';
import { useSelectedMobileService } from '../../../features/mobile/shared';
import { SpendHistoryPage } from '../../../features/prepay/spend-history/components/spend-history-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/mobile/prepay-spend-history')({
  staticData: routeStaticData('prepay-spend-history'),
  component: PrepaySpendHistoryRoute,
});

/** The selected line comes from the mobile area's connection picker. */
function PrepaySpendHistoryRoute() {
  const mobile = useSelectedMobileService();
  return <SpendHistoryPage accountCode={mobile.accountCode} mobile={mobile} />;
}
