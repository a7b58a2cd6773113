import type { Features } from '@portal/domain';
import type { AccountFacts, GuardInput } from '../shared/routing/guards/guard-types';
import { routeMeta } from '../shared/routing/route-meta';
import type { RouteKey } from '../shared/routing/route-meta';
import { customerUser, sessionView } from './portal-server';

/** A signed-in customer on `path` (the page of `key`), for the guards' unit tests. */
export function guardInput(
  key: RouteKey | undefined,
  path: string,
  overrides: Partial<GuardInput> = {},
): GuardInput {
  const [pathname = path, searchStr = ''] = path.split('?');
  return {
    location: { pathname, searchStr: searchStr ? `?${searchStr}` : '', hash: '' },
    meta: key ? routeMeta[key] : undefined,
    session: sessionView(),
    user: customerUser(),
    config: { routeRules: [] },
    accountFacts: null,
    ...overrides,
  };
}

/** Every feature on: a full household on the main brand. */
export const allFeatures: Features = {
  statementsOnly: false,
  broadband: true,
  mobile: true,
  power: true,
  payment: true,
  moveHouse: true,
  emailManagement: true,
};

/**
 * Statements only, every other feature off: a farm-source account (spec section 6). A move
 * signs broadband and power up at the new address, so it is off too (decision 021).
 */
export const statementsOnlyFeatures: Features = {
  statementsOnly: true,
  broadband: false,
  mobile: false,
  power: false,
  payment: false,
  moveHouse: false,
  emailManagement: false,
};

/** A prepay-only identity with mobile services and every feature, unless overridden. */
export function accountFacts(overrides: Partial<AccountFacts> = {}): AccountFacts {
  return {
    accounts: [{ businessGroup: 'Prepay' }],
    selectedAccount: { businessGroup: 'Prepay' },
    hasMobileServices: true,
    features: allFeatures,
    hasPowerProduct: false,
    productsLoaded: true,
    ...overrides,
  };
}

/** A residential (postpay) identity with mobile services and every feature, unless overridden. */
export function householdFacts(overrides: Partial<AccountFacts> = {}): AccountFacts {
  return accountFacts({
    accounts: [{ businessGroup: 'Residential' }],
    selectedAccount: { businessGroup: 'Residential' },
    ...overrides,
  });
}

/**
 * A residential farm-source account: statements only, every other feature off (spec
 * section 6), unless overridden.
 */
export function statementsOnlyFacts(overrides: Partial<AccountFacts> = {}): AccountFacts {
  return householdFacts({
    hasMobileServices: false,
    features: statementsOnlyFeatures,
    ...overrides,
  });
}
