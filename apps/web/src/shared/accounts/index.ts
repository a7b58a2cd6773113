export {
  accountKeys,
  accountProductsQueryOptions,
  accountQueryOptions,
  mobileServicesQueryOptions,
} from './account-queries';
export { loadAccountFacts } from './load-account-facts';
export type { AccountFactsRequest } from './load-account-facts';
export { loadHasMobileServices } from './has-mobile-services';
