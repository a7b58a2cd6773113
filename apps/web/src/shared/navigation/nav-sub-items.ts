import type { AccountFacts } from '../routing/guards/guard-types';
import { isPrepayRestrictedPath, isPrepayViewer } from '../routing/guards/prepay-restriction';
import type { RouteKey } from '../routing/route-meta';
import { routeMeta } from '../routing/route-meta';

/** What decides which pages of a section this person is offered on the selected account. */
export interface NavAudience {
  /** The selected account's facts, as the guards read them; null while they load. */
  facts: AccountFacts | null;
  /** The account owner or staff (useCanChangeAccount); a view-only user only looks. */
  canChange: boolean;
  /** False for a closed (cancelled) account: nothing new is ordered on it. */
  accountOpen: boolean;
  /** The kinds of mobile line the account has; null until its lines are known. */
  lines: { postpay: boolean; prepay: boolean } | null;
}

export interface NavSubItem {
  key: RouteKey;
  label: string;
  path: string;
}

interface Candidate {
  key: RouteKey;
  label: string;
  /** Whether the page is of use to this person on this account. */
  offered: (audience: NavAudience, facts: AccountFacts) => boolean;
}

const anyLine = ({ lines }: NavAudience) => lines !== null && (lines.postpay || lines.prepay);
const postpayLine = ({ lines }: NavAudience) => lines?.postpay === true;
const prepayLine = ({ lines }: NavAudience) => lines?.prepay === true;
const owner = ({ canChange, accountOpen }: NavAudience) => canChange && accountOpen;

/*
 * Labels never repeat a main item's name (Mobile, Power, Management …), so a main item is
 * still found by its name alone. Prepay lines are topped up and have spend history; postpay
 * lines change plan and share data; ordering (a connection, a ported number) is for postpay
 * accounts, as the dashboard's "Do more" card offers it.
 */
const mobileCandidates: readonly Candidate[] = [
  { key: 'mobile-usage', label: 'Usage', offered: anyLine },
  { key: 'mobile-usage-shared', label: 'Shared usage', offered: postpayLine },
  {
    key: 'mobile-change-plan',
    label: 'Change plan',
    offered: (audience) => owner(audience) && postpayLine(audience),
  },
  {
    key: 'sharing-beneficiaries',
    label: 'Data sharing',
    offered: (audience) => owner(audience) && postpayLine(audience),
  },
  {
    key: 'mobile-pause-connection',
    label: 'Pause or resume',
    offered: (audience) => owner(audience) && anyLine(audience),
  },
  {
    key: 'prepay-top-up',
    label: 'Top up',
    offered: (audience) => owner(audience) && prepayLine(audience),
  },
  { key: 'prepay-spend-history', label: 'Spend history', offered: prepayLine },
  { key: 'add-mobile-number', label: 'Add a prepay number', offered: prepayLine },
  {
    key: 'mobile-bring-your-number',
    label: 'Bring your number',
    offered: (audience, facts) => owner(audience) && !isPrepayViewer(facts),
  },
  {
    key: 'mobile-add-connection',
    label: 'Add a connection',
    offered: (audience, facts) => owner(audience) && !isPrepayViewer(facts),
  },
];

/** Bills and payments: looking is for every holder, paying and setting up how for the owner. */
const billCandidates: readonly Candidate[] = [
  {
    key: 'payment',
    label: 'Make a payment',
    offered: ({ canChange }, facts) => canChange && facts.features.payment,
  },
  { key: 'transaction-history', label: 'Transaction history', offered: () => true },
  { key: 'billing', label: 'Billing details', offered: () => true },
  {
    key: 'payment-method',
    label: 'Payment method',
    offered: (audience, facts) => owner(audience) && facts.features.payment,
  },
  // Smooth pay (decision 062): offered, like a payment, to those who may change an open account.
  {
    key: 'smooth-pay',
    label: 'Smooth pay',
    offered: ({ canChange, accountOpen }, facts) =>
      canChange && accountOpen && facts.features.payment,
  },
];

const sections: Partial<Record<RouteKey, readonly Candidate[]>> = {
  mobile: mobileCandidates,
  'bill-history': billCandidates,
};

/**
 * The pages under a main navigation item that this person may use on the selected account:
 * none until the account's facts are known, and never one the guards would send them away
 * from (a prepay viewer's postpay pages).
 */
export function navSubItems(section: RouteKey, audience: NavAudience): NavSubItem[] {
  const { facts } = audience;
  if (facts === null) return [];
  return (sections[section] ?? [])
    .filter((candidate) => candidate.offered(audience, facts))
    .map(({ key, label }) => ({ key, label, path: routeMeta[key].paths[0] }))
    .filter((item) => !(isPrepayViewer(facts) && isPrepayRestrictedPath(item.path)));
}
