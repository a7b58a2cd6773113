import {
  IconBolt,
  IconDeviceMobile,
  IconLayoutDashboard,
  IconMail,
  IconReceipt,
  IconShieldLock,
  IconWifi,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import type { Brand } from '@portal/contracts';
import { brands } from '../theme/brands';
import type { RouteKey } from '../routing/route-meta';
import { routeMeta } from '../routing/route-meta';
import { pageCopy } from '../routing/page-copy';
import type { AccountFacts } from '../routing/guards/guard-types';
import {
  hasMobileHome,
  isPrepayRestrictedPath,
  isPrepayViewer,
} from '../routing/guards/prepay-restriction';

export interface NavItem {
  key: RouteKey;
  label: string;
  path: string;
  description: string;
  icon: Icon;
}

function item(key: RouteKey, label: string, icon: Icon): NavItem {
  return { key, label, path: routeMeta[key].paths[0], description: pageCopy[key].purpose, icon };
}

/** Main navigation of spec section 2, in its order. */
const mainItems: readonly NavItem[] = [
  item('dashboard', 'Dashboard', IconLayoutDashboard),
  item('broadband', 'Broadband', IconWifi),
  item('mobile', 'Mobile', IconDeviceMobile),
  item('power', 'Power', IconBolt),
  item('bill-history', 'My Bill History', IconReceipt),
  item('email-management', 'Email Management', IconMail),
];

/** "Management is a further item": staff tools, shown apart from the customer's own pages. */
export const furtherNavItems: readonly NavItem[] = [
  item('management', 'Management', IconShieldLock),
];

/**
 * The brand decides whether Power is sold at all (spec section 6). With the selected
 * account's facts, items that would only send this viewer elsewhere are left out too:
 * postpay pages for a prepay viewer and the dashboard for one whose home is the mobile
 * area (guard 4), Power where the account may not have it
 * (the power guard's way back to the dashboard), Broadband and Mobile where the account
 * does not have the feature (statements only: the feature guard's way back), and Email
 * Management without an email product (spec section 6).
 */
export function mainNavItems(brand: Brand, facts: AccountFacts | null = null): readonly NavItem[] {
  return mainItems.filter((navItem) => {
    if (navItem.key === 'power' && !brands[brand].sellsPower) return false;
    if (facts === null) return true;
    const { gatedFeature } = routeMeta[navItem.key];
    if (gatedFeature !== null && !facts.features[gatedFeature]) return false;
    if (navItem.key === 'power' && !facts.features.power) return false;
    if (navItem.key === 'email-management' && !facts.features.emailManagement) return false;
    if (navItem.key === 'dashboard' && hasMobileHome(facts)) return false;
    return !(isPrepayViewer(facts) && isPrepayRestrictedPath(navItem.path));
  });
}

/** The key itself and every parent above it, so a sub-page keeps its section highlighted. */
export function keyWithAncestors(key: RouteKey): RouteKey[] {
  const chain: RouteKey[] = [];
  let current: RouteKey | null = key;
  while (current !== null && !chain.includes(current)) {
    chain.push(current);
    current = routeMeta[current].parentKey;
  }
  return chain;
}
