import { formatPhoneNumber, isMobileKindService, isWirelessBroadband } from '@portal/domain';
import type { Features } from '@portal/domain';
import type { AccountProducts, MobileService } from '@portal/contracts';

/** One product or service on the dashboard, with the area that manages it (null: none to go to). */
export interface ProductItem {
  key: string;
  label: string;
  detail: string;
  href: ProductArea | null;
  /** The connection the area opens on: a mobile number's row selects that number. */
  serviceEntity?: string;
}

export type ProductArea =
  '/power' | '/broadband' | '/mobile' | '/voice/voice-features' | '/account/email-management';

const ADD_ON_NAMES: Record<string, string> = {
  static_ip: 'Static IP',
  amazonprimevideo: 'Prime Video',
  callingpack: 'Calling pack',
  mobile2_wbb_addon: 'Wireless broadband add-on',
  ata_pots_rental: 'Phone adapter rental',
  fibervoice_rental: 'Fibre voice rental',
  siptrunk_ddi: 'SIP trunk numbers',
};

const isPowerProduct = (core: AccountProducts['coreProducts'][number]) =>
  core.coreProductKey.toUpperCase() === 'ELECTRICITY' ||
  core.components.some((component) => component.service === 'Electricity');

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
        detail: core.coreProductKey,
        href: features.power ? '/power' : null,
      });
      continue;
    }
    const wireless = isWirelessBroadband(core.broadbandCategoryGroup);
    items.push({
      key: `broadband-${core.locationId}-${core.coreProductKey}`,
      label: wireless ? 'Wireless broadband' : 'Broadband',
      detail: core.broadbandCategory ?? core.coreProductKey,
      href: features.broadband ? '/broadband' : null,
    });
    if (core.voiceCategory !== null && core.voiceCategory !== 'NoVoice') {
      items.push({
        key: `voice-${core.locationId}`,
        label: 'Home phone',
        detail: core.voiceCategory,
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
      href: features.mobile ? '/mobile' : null,
      serviceEntity: line.serviceEntity,
    });
  }
  for (const addOn of products?.additionalProducts ?? []) {
    if (addOn.service === 'email') {
      items.push({
        key: `email-${addOn.category}`,
        label: 'Email',
        detail: addOn.category,
        href: features.emailManagement ? '/account/email-management' : null,
      });
      continue;
    }
    items.push({
      key: `addon-${addOn.service}-${addOn.category}`,
      label: ADD_ON_NAMES[addOn.service] ?? addOn.service,
      detail: 'Add-on',
      href: null,
    });
  }
  return items;
}
