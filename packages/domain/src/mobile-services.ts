import { BUSINESS_GROUP_PREPAY } from './feature-gating';

export interface HasMobileServicesInputs {
  /** The identity's accounts with the service kinds each holds, as far as loaded. */
  readonly accounts: readonly {
    readonly businessGroup?: string | null;
    readonly services?: readonly string[] | null;
  }[];
  readonly selectedAccountHasMobileServices: boolean;
  /** The business group that marks prepay (from configuration). */
  readonly prepayBusinessGroup?: string;
  /** A load failed: the answer is false rather than a guess (spec section 4). */
  readonly loadFailed?: boolean;
}

/**
 * A mobile kind of service: the mobile2_* service keys, but not mobile2_wbb, which is
 * wireless broadband delivered over the mobile network.
 */
export function isMobileKindService(service: string): boolean {
  const key = service.toLowerCase();
  return key.startsWith('mobile') && key !== 'mobile2_wbb';
}

/** Spec section 4, has-mobile-services. */
export function hasMobileServices(inputs: HasMobileServicesInputs): boolean {
  if (inputs.loadFailed === true) return false;
  const prepayGroup = (inputs.prepayBusinessGroup ?? BUSINESS_GROUP_PREPAY).toLowerCase();
  return (
    inputs.accounts.some((a) => (a.businessGroup ?? '').toLowerCase() === prepayGroup) ||
    inputs.selectedAccountHasMobileServices ||
    inputs.accounts.some((a) => (a.services ?? []).some(isMobileKindService))
  );
}
