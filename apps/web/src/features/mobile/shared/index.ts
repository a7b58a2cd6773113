export {
  managementPath,
  mobileKeys,
  mobileServiceDetailsQueryOptions,
  walletBalanceQueryOptions,
} from './mobile-service-queries';
export { useSelectedMobileService } from './use-selected-mobile-service';
export { useCanChangeAccount } from './use-can-change-account';
export { lineLabel } from './line-label';
export {
  availableNumbersQueryOptions,
  changeNumberMutationOptions,
  lineChangeMutationOptions,
  portInMutationOptions,
  type LineChange,
} from './mobile-line-mutations';
export { failureText, useLineChange } from './use-line-change';
