import type { Brand } from './brand';
import { brandFeatures } from './brand';
import type { ProductSummary } from './products';

export const FARM_SOURCE_REFERENCE_TYPE = 'FarmSourceAccountNumber';
export const BUSINESS_GROUP_BUSINESS = 'Business';
export const BUSINESS_GROUP_PREPAY = 'Prepay';
export const BILL_FREQUENCY_MONTHLY = 'Monthly';

export function isFarmSourceAccount(account: {
  readonly externalReferences?: readonly { readonly type: string }[] | null;
}): boolean {
  return (account.externalReferences ?? []).some((r) => r.type === FARM_SOURCE_REFERENCE_TYPE);
}

/** Business: group Business, or GST-inclusive values not displayed. */
export function isBusinessAccount(account: {
  readonly businessGroup?: string | null;
  readonly displayGstInclusiveValues?: boolean | null;
}): boolean {
  return (
    account.businessGroup === BUSINESS_GROUP_BUSINESS || account.displayGstInclusiveValues === false
  );
}

/** Every account of the identity is prepay; an identity with no accounts is not. */
export function isPrepayOnly(
  accounts: readonly { readonly businessGroup?: string | null }[],
): boolean {
  return accounts.length > 0 && accounts.every((a) => a.businessGroup === BUSINESS_GROUP_PREPAY);
}

export function isFlexiBilling(billFrequency: string | null | undefined): boolean {
  return (
    billFrequency !== undefined &&
    billFrequency !== null &&
    billFrequency !== BILL_FREQUENCY_MONTHLY
  );
}

export interface Features {
  /** Farm-source accounts see their statements and little else. */
  readonly statementsOnly: boolean;
  /** Broadband and its landline: sign-up, plan changes, service settings. */
  readonly broadband: boolean;
  /** Mobile pages, mobile sign-up, plan changes and add-ons. */
  readonly mobile: boolean;
  readonly power: boolean;
  /** Payments, payment methods, saved cards and top-ups. */
  readonly payment: boolean;
  readonly moveHouse: boolean;
  readonly emailManagement: boolean;
}

/** The features a change may belong to; the server refuses the change where one is off. */
export type GatedFeature = 'broadband' | 'mobile' | 'power' | 'payment' | 'moveHouse';

export interface FeatureInputs {
  readonly brand: Brand;
  readonly account: { readonly externalReferences?: readonly { readonly type: string }[] | null };
  readonly products: ProductSummary;
}

/** Spec section 6 with the readings of docs/spec-notes.md. */
export function deriveFeatures({ brand, account, products }: FeatureInputs): Features {
  const farm = isFarmSourceAccount(account);
  return {
    statementsOnly: farm,
    broadband: !farm,
    mobile: !farm,
    power: !farm && brandFeatures(brand).power && products.hasBroadband,
    payment: !farm,
    // A move signs the account's broadband and power up at the new address.
    moveHouse: !farm && (products.hasNonWirelessBroadband || products.hasPower),
    emailManagement: products.hasEmail,
  };
}

export type GuardOutcome =
  { readonly allow: true } | { readonly allow: false; readonly redirectTo: string };

/** The `power` guard: power pages need the feature and a power product. */
export function powerGuard(features: Features, hasPowerProduct: boolean): GuardOutcome {
  if (features.power && hasPowerProduct) return { allow: true };
  return { allow: false, redirectTo: features.power ? '/add-power' : '/' };
}

/** The `addpower` guard: sign-up needs the feature and no power product yet. */
export function addPowerGuard(features: Features, hasPowerProduct: boolean): GuardOutcome {
  if (features.power && !hasPowerProduct) return { allow: true };
  return { allow: false, redirectTo: '/power' };
}
