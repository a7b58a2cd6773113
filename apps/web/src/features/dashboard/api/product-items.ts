import { formatPhoneNumber, isMobileKindService, isWirelessBroadband } from '@portal/domain';
import type { Features } from '@portal/domain';
import type { AccountProducts, CoreProduct, MobileService } from '@portal/contracts';

/** One product or service on the dashboard, with the area that manages it (null: none to go to). */
export interface ProductItem {
  key: string;
  label: string;
  /** What the customer has, by its catalogue name. */
  detail: string;
  /** A technical id support may ask for (plan key, ICP), shown small; null when none helps. */
  reference: string | null;
  href: ProductArea | null;
  /** The connection the area opens on: a mobile number's row selects that number. */
  serviceEntity?: string;
}

export type ProductArea =
  '/power' | '/broadband' | '/mobile' | '/voice/voice-features' | '/account/email-management';

const isPowerProduct = (core: AccountProducts['coreProducts'][number]) =>
  core.coreProductKey.toUpperCase() === 'ELECTRICITY' ||
  core.components.some((component) => component.service === 'Electricity');

/** The service ids of a bundle's components of one kind (a power ICP, a home phone number). */
function serviceOf(core: CoreProduct, service: CoreProduct['components'][number]['service']) {
  return core.components
    .filter((component) => component.service === service)
    .map((component) => component.serviceEntity);
}

/** The home phone plan's catalogue name, or what kind of line it is when no plan is linked. */
function voicePlanName(core: CoreProduct): string {
  const voice = core.components.find((component) => component.service === 'Voice');
  return voice?.planName ?? 'Home phone line';
}

/**
 * The account's products and services with links into their areas (power → /power,
 * broadband → /broadband, mobile → /mobile with that number selected, voice →
 * /voice/voice-features, email → /account/email-management). A link appears only where the account's features allow the
 * area, so a farm-source account sees its services without being sent where it may not go.
 */
export function productItems(
  products: AccountProducts | null,
  mobileServices: readonly MobileService[],
  features: Features,
): ProductItem[] {
  const items: ProductItem[] = [];
  for (const core of products?.coreProducts ?? []) {
    if (isPowerProduct(core)) {
      items.push({
        key: `power-${core.locationId}-${core.coreProductKey}`,
        label: 'Power',
        detail: core.name,
        reference: serviceOf(core, 'Electricity').map((icp) => `ICP ${icp}`)[0] ?? null,
        href: features.power ? '/power' : null,
      });
      continue;
    }
    const wireless = isWirelessBroadband(core.broadbandCategoryGroup);
    items.push({
      key: `broadband-${core.locationId}-${core.coreProductKey}`,
      label: wireless ? 'Wireless broadband' : 'Broadband',
      detail: core.name,
      reference: core.coreProductKey,
      href: features.broadband ? '/broadband' : null,
    });
    if (core.voiceCategory !== null && core.voiceCategory !== 'NoVoice') {
      items.push({
        key: `voice-${core.locationId}`,
        label: 'Home phone',
        detail: voicePlanName(core),
        reference: serviceOf(core, 'Voice').map(formatPhoneNumber)[0] ?? null,
        href: features.statementsOnly ? null : '/voice/voice-features',
      });
    }
  }
  for (const line of mobileServices) {
    if (!isMobileKindService(line.service)) continue;
    const number = formatPhoneNumber(line.serviceEntity);
    items.push({
      key: `mobile-${line.serviceEntity}`,
      label: line.isPrepay ? 'Prepay mobile' : 'Mobile',
      detail:
        line.serviceEntityDescription === null
          ? number
          : `${number} (${line.serviceEntityDescription})`,
      reference: null,
      href: features.mobile ? '/mobile' : null,
      serviceEntity: line.serviceEntity,
    });
  }
  for (const addOn of products?.additionalProducts ?? []) {
    if (addOn.service === 'email') {
      items.push({
        key: `email-${addOn.category}`,
        label: 'Email',
        detail: addOn.name,
        reference: null,
        href: features.emailManagement ? '/account/email-management' : null,
      });
      continue;
    }
    items.push({
      key: `addon-${addOn.service}-${addOn.category}`,
      label: addOn.name,
      detail: 'Add-on',
      reference: null,
      href: null,
    });
  }
  return items;
}
