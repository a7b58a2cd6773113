export {
  managementPath,
  mobileKeys,
  mobileServiceDetailsQueryOptions,
  walletBalanceQueryOptions,
} from './mobile-service-queries';
export { useSelectedMobileService } from './use-selected-mobile-service';
export { lineLabel } from './line-label';
export {
  availableNumbersQueryOptions,
  changeNumberMutationOptions,
  lineChangeMutationOptions,
  portInMutationOptions,
  type LineChange,
} from './mobile-line-queries';
export { useLineChange } from './use-line-change';
