import type { RouteKey } from '../route-meta';
import { accountClaims, isStaffUser } from '../../session/claims';
import type { Guard } from './guard-types';
import { pass } from './guard-types';

export const SIEBEL_MANAGEMENT_PATH = '/get-started';

/**
 * Pages an identity without accounts may still open: the spec's four (section 2, guard 3)
 * and add-mobile-number, which siebel-management offers so such an identity can link its
 * prepay number; without it that button would loop back.
 */
export const openWithoutAccounts: readonly RouteKey[] = [
  'siebel-management',
  'payment',
  'logout',
  'mobile-usage',
  'add-mobile-number',
];

/**
 * Guard 3: an identity with no account claims goes to siebel-management. Staff are not
 * sent there: they hold no claims of their own and pick a customer's account on
 * /management.
 */
export const noAccounts: Guard = ({ meta, user, session }) => {
  if (user === null || meta === undefined) return pass;
  if (isStaffUser(user, session) || accountClaims(user).length > 0) return pass;
  if (openWithoutAccounts.includes(meta.key)) return pass;
  return { kind: 'redirect', href: SIEBEL_MANAGEMENT_PATH };
};
