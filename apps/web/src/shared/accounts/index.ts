export {
  accountKeys,
  accountProductsQueryOptions,
  accountQueryOptions,
  mobileServicesQueryOptions,
} from './account-queries';
export { loadAccountFacts } from './load-account-facts';
export type { AccountFactsRequest } from './load-account-facts';
export { loadHasMobileServices } from './has-mobile-services';
export { SelectedAccountGate } from './selected-account-gate';
export type { SelectedAccount } from './selected-account-gate';
export { useCanChangeAccount, useIsViewOnly } from './use-can-change-account';
export { formatBillingAddress } from './format-billing-address';
export { shownMobileLine } from './shown-mobile-line';
