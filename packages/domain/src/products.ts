import { isWirelessBroadband } from './broadband';

export interface CoreProductLike {
  readonly coreProductKey: string;
  readonly broadbandCategoryGroup?: string | null;
  readonly broadbandCategory?: string | null;
  readonly components?: readonly { readonly service: string }[] | null;
}

export interface AdditionalProductLike {
  readonly service: string;
  readonly category?: string | null;
}

export interface ProductSummary {
  readonly hasBroadband: boolean;
  readonly hasNonWirelessBroadband: boolean;
  readonly hasPower: boolean;
  readonly hasEmail: boolean;
}

const hasComponent = (product: CoreProductLike, service: string): boolean =>
  (product.components ?? []).some((c) => c.service.toLowerCase() === service.toLowerCase());

function isBroadband(product: CoreProductLike): boolean {
  return (
    hasComponent(product, 'Internet') ||
    hasComponent(product, 'mobile2_wbb') ||
    (product.broadbandCategoryGroup ?? '').trim() !== ''
  );
}

function isWireless(product: CoreProductLike): boolean {
  return (
    isWirelessBroadband(product.broadbandCategoryGroup) ||
    hasComponent(product, 'mobile2_wbb') ||
    product.coreProductKey.toUpperCase().startsWith('WBB')
  );
}

function isPower(product: CoreProductLike): boolean {
  return (
    hasComponent(product, 'Electricity') || product.coreProductKey.toUpperCase() === 'ELECTRICITY'
  );
}

/**
 * The product facts feature gating needs. The spec does not name the email product's
 * service; an additional product whose service or category mentions "email" counts.
 */
export function summariseProducts(
  core: readonly CoreProductLike[],
  additional: readonly AdditionalProductLike[] = [],
): ProductSummary {
  const broadband = core.filter(isBroadband);
  return {
    hasBroadband: broadband.length > 0,
    hasNonWirelessBroadband: broadband.some((p) => !isWireless(p)),
    hasPower: core.some(isPower),
    hasEmail: additional.some((p) => /email/i.test(`${p.service} ${p.category ?? ''}`)),
  };
}
