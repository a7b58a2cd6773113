import { useQuery } from '@tanstack/react-query';
import {
  deriveFeatures,
  isBusinessAccount,
  isFlexiBilling,
  summariseProducts,
  type Features,
} from '@portal/domain';
import { BUSINESS_GROUP_PREPAY } from '@portal/domain';
import type { Account } from '@portal/contracts';
import {
  accountProductsQueryOptions,
  accountQueryOptions,
  mobileServicesQueryOptions,
} from '../../../shared/accounts';
import { useAppConfig } from '../../../shared/config/app-config-query';
import { useIsStaff } from '../../../shared/session';
import {
  billingSummaryQueryOptions,
  gstDetailsQueryOptions,
  internetServicesQueryOptions,
  mobileAlertsQueryOptions,
  offersQueryOptions,
} from './dashboard-queries';

/** How the account is shown, from spec section 6's gating. */
export interface AccountView {
  features: Features;
  /** Business: amounts shown excluding GST, and said so. */
  gstExclusive: boolean;
  prepay: boolean;
  flexi: boolean;
  cancelled: boolean;
  /** The owner or staff: may pay, order and change; an AccountRead user only looks. */
  canChange: boolean;
}

/**
 * Every loadable item of the dashboard for one account. Each is its own query, so each
 * shows its own skeleton; a failed one is read as empty with no message (spec section 4).
 * Products and offers are asked for only where the account has a business group.
 */
export function useDashboardData(accountCode: string) {
  const { brand } = useAppConfig();
  const isStaff = useIsStaff();
  const account = useQuery(accountQueryOptions(accountCode));
  const hasGroup = account.data !== undefined && account.data.businessGroup !== null;
  const products = useQuery({ ...accountProductsQueryOptions(accountCode), enabled: hasGroup });
  const offers = useQuery({ ...offersQueryOptions(accountCode), enabled: hasGroup });
  const gst = useQuery(gstDetailsQueryOptions(accountCode));
  const internetServices = useQuery(internetServicesQueryOptions(accountCode));
  const mobileServices = useQuery(mobileServicesQueryOptions(accountCode));
  const mobileAlerts = useQuery(mobileAlertsQueryOptions(accountCode));
  const prepay = account.data?.businessGroup === BUSINESS_GROUP_PREPAY;
  // A prepay account is never billed; its money is the wallet on the mobile pages.
  const billingSummary = useQuery({
    ...billingSummaryQueryOptions(accountCode),
    enabled: account.data !== undefined && !prepay,
  });

  const view = (data: Account): AccountView => {
    const summary = summariseProducts(
      products.data?.coreProducts ?? [],
      products.data?.additionalProducts ?? [],
    );
    return {
      features: deriveFeatures({ brand, account: data, products: summary }),
      gstExclusive: isBusinessAccount({
        businessGroup: data.businessGroup,
        displayGstInclusiveValues: gst.data?.displayGstInclusiveValues ?? null,
      }),
      prepay,
      flexi: !prepay && isFlexiBilling(data.billCycle.billFrequency),
      cancelled: data.dateCancelled !== null,
      canChange: isStaff || data.roles.includes('AccountOwner'),
    };
  };

  return {
    account,
    products,
    /** Products load only with a business group; without one there is nothing to wait for. */
    productsPending: hasGroup && products.isPending,
    gst,
    internetServices,
    mobileServices,
    mobileAlerts,
    billingSummary,
    offers,
    view: account.data === undefined ? null : view(account.data),
  };
}

export type DashboardData = ReturnType<typeof useDashboardData>;
