import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { topUpTabSchema } from '@portal/contracts';
import type { TopUpTab } from '@portal/domain';
import { useSelectedMobileService } from '../../../features/mobile/shared';
import { useCanChangeAccount } from '../../../shared/accounts';
import { TopUpPage } from '../../../features/prepay/top-up/components/top-up-page';
import { routeStaticData } from '../../../shared/routing/static-data';

// The router may read digits as a number; these are all text.
const text = z
  .preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().optional())
  .catch(undefined);

/** The tab, and the query the gateway returns with (spec section 2). */
const searchSchema = z.object({
  tab: topUpTabSchema.optional().catch(undefined),
  transaction_local_id: text,
  transactionGuid: text,
  status: text,
});

export const Route = createFileRoute('/_default/mobile/prepay-top-up')({
  staticData: routeStaticData('prepay-top-up'),
  validateSearch: searchSchema,
  component: PrepayTopUpRoute,
});

/** The selected line comes from the mobile area's connection picker. */
function PrepayTopUpRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const mobile = useSelectedMobileService();
  const canChange = useCanChangeAccount(mobile.accountCode);
  const tab = search.tab ?? 'topUp';
  const localId = search.transaction_local_id;
  const paymentReturn =
    localId === undefined || localId === ''
      ? null
      : {
          transactionLocalId: localId,
          transactionGuid: search.transactionGuid,
          status: search.status,
        };
  const onPaymentReturnRead = useCallback(() => {
    void navigate({ search: { tab }, replace: true });
  }, [navigate, tab]);

  return (
    <TopUpPage
      accountCode={mobile.accountCode}
      mobile={mobile}
      canChange={canChange}
      tab={tab}
      onTabChange={(next: TopUpTab) => {
        void navigate({ search: { tab: next }, replace: true });
      }}
      paymentReturn={paymentReturn}
      onPaymentReturnRead={onPaymentReturnRead}
    />
  );
}
