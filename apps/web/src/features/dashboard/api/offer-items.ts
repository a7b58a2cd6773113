import { formatNzd } from '@portal/domain';
import type { OfferProductType, OffersV2 } from '@portal/contracts';
import type { AccountView } from './use-dashboard-data';

export type OfferPath =
  | '/broadband/change-broadband-plan'
  | '/broadband/change-voice-plan'
  | '/mobile/change-plan'
  | '/mobile/add-mobile-connection'
  | '/power/change-power-plan'
  | '/add-power';

/** One kind of plan on offer to the account, and the page where the customer can take it. */
export interface OfferItem {
  productType: OfferProductType;
  label: string;
  /** "3 plans, from $29.00 per month incl. GST". */
  summary: string;
  to: OfferPath;
  linkLabel: string;
}

/** What the account already has, which decides whether an offer is a change or a sign-up. */
export interface Holdings {
  hasBroadband: boolean;
  hasPower: boolean;
  hasMobileLines: boolean;
}

const LABELS: Record<OfferProductType, string> = {
  Broadband: 'Broadband',
  Voice: 'Home phone',
  Mobile: 'Mobile',
  Power: 'Power',
};

/**
 * The page where a kind of offer can be taken up on this account: a plan change where the
 * account has the service, a sign-up where it has not; null where it may not (section 6).
 */
function pageOf(type: OfferProductType, view: AccountView, holdings: Holdings): OfferPath | null {
  const { features } = view;
  switch (type) {
    case 'Broadband':
      return features.broadband && holdings.hasBroadband
        ? '/broadband/change-broadband-plan'
        : null;
    case 'Voice':
      return features.broadband && holdings.hasBroadband ? '/broadband/change-voice-plan' : null;
    case 'Mobile':
      if (!features.mobile) return null;
      return holdings.hasMobileLines ? '/mobile/change-plan' : '/mobile/add-mobile-connection';
    case 'Power':
      if (!features.power) return null;
      return holdings.hasPower ? '/power/change-power-plan' : '/add-power';
  }
}

const ORDER: readonly OfferProductType[] = ['Broadband', 'Voice', 'Mobile', 'Power'];

function summaryOf(offers: OffersV2['offers'], inclusive: boolean): string {
  const count = `${offers.length} ${offers.length === 1 ? 'plan' : 'plans'}`;
  // A free plan (no home phone) is not a price to lead with.
  const priced = offers.filter((offer) => (offer.displayCharge ?? 0) > 0);
  const cheapest = priced.reduce<(typeof priced)[number] | undefined>(
    (low, offer) =>
      low === undefined || (offer.displayCharge ?? 0) < (low.displayCharge ?? 0) ? offer : low,
    undefined,
  );
  const unit = cheapest?.charges[0]?.unit;
  if (cheapest?.displayCharge == null || unit === undefined) return count;
  // Power rates are kept to fractions of a cent; a price to compare is shown to the cent.
  const price = formatNzd(Math.round(cheapest.displayCharge));
  return `${count}, from ${price} per ${unit} ${inclusive ? 'incl.' : 'excl.'} GST`;
}

/**
 * The account's offers by kind (spec section 3: offersV2), each linked to the page that
 * changes to or signs up for it. None for a closed or statements-only account, nor for a
 * view-only user who could take none; a kind the account may not take (spec section 6) is
 * left out.
 */
export function offerItems(offers: OffersV2, view: AccountView, holdings: Holdings): OfferItem[] {
  if (view.cancelled || view.features.statementsOnly || !view.canChange) return [];
  return ORDER.flatMap((type) => {
    const ofType = offers.offers.filter((offer) => offer.productType === type);
    const to = pageOf(type, view, holdings);
    if (ofType.length === 0 || to === null) return [];
    const label = LABELS[type];
    const summary = summaryOf(ofType, offers.displayGstInclusiveValues);
    return [
      { productType: type, label, summary, to, linkLabel: `See ${label.toLowerCase()} plans` },
    ];
  });
}
