import type { RouteAccess } from '../../auth';
import type { Persona } from '../access-matrix';
import type { BrowserRequest } from '../test-browser';

/** The five parts people play towards account 30000001 in the route-table matrix. */
export const MATRIX_PERSONAS = [
  'anonymous',
  'otherCustomer',
  'readUser',
  'owner',
  'staff',
] as const;
export type MatrixPersona = (typeof MATRIX_PERSONAS)[number];
export type Statuses = Partial<Record<MatrixPersona, number>>;

/**
 * Who may call a route, by name. The refusals follow from the name; `allowed` is the status
 * of those let in (200 for a read; 400 for a write sent a body that fails validation, which
 * runs after the access check, so a pass shows without changing the demo data).
 */
export type Policy =
  /** Anyone, signed in or not: same answer for all. */
  | 'public'
  /** Any signed-in person, about their own sign-in (no account in the path). */
  | 'signed-in'
  /** A customer acting on their own identity: staff refused, another person's id refused. */
  | 'self'
  /** Every holder of the account (AccountRead too) and staff: reads. */
  | 'holders'
  /** The account's owner and staff: changes. */
  | 'owner-or-staff'
  /** Sales staff only. */
  | 'staff'
  /** Acts on the caller's own session cookie only; anyone may call it. */
  | 'own-session'
  /**
   * A stand-in provider's API (the gateway's merchant key, the text-message API key) or a
   * provider's callback signed with its key: never a portal session; everyone refused.
   */
  | 'provider-key'
  /** Another system's own client credentials (server to server); every person refused. */
  | 'client-credentials'
  /** A hosted page reached by an unguessable id; a session adds nothing, all answer alike. */
  | 'capability';

export interface RowContext {
  who: MatrixPersona;
  userGuidOf: (who: Persona) => Promise<string>;
}

export interface PolicyRow {
  policy: Policy;
  /** Path parameters beyond the defaults (account 30000001, line 0211234567). */
  params?: Record<string, string>;
  /** The query string, without `?`. */
  query?: string;
  /** The JSON body; a write with a body schema gets `[]` (fails validation) by default. */
  json?: unknown;
  headers?: Record<string, string>;
  /** Asked for each persona instead of the parts above. */
  request?: (context: RowContext) => BrowserRequest | Promise<BrowserRequest>;
  /** The status of those the policy lets in. */
  allowed?: number;
  /** Personas whose answer differs from the policy's rule, each with a reason in `why`. */
  expected?: Statuses;
  /** The status of the HEAD beside a GET, when not the GET's own. */
  head?: number;
  /** Only these personas are called (a call would end the persona's session, say). */
  only?: readonly MatrixPersona[];
  /** The access rule is enforced by the handler, from an id or account in the body or query. */
  checkedInHandler?: boolean;
  why?: string;
}

export interface ExcludedRow {
  /** Why the route is not a product route a persona's session could reach. */
  excluded: string;
}

export type RouteRow = PolicyRow | ExcludedRow;

export function isExcluded(row: RouteRow): row is ExcludedRow {
  return 'excluded' in row;
}

/** What each policy says the route's own declared rule (`config.access`) must be. */
export function declaredAccessMatches(row: PolicyRow, access: RouteAccess | undefined): boolean {
  if (row.checkedInHandler === true) return access?.kind === 'signed-in';
  switch (row.policy) {
    case 'public':
      return access?.kind === 'public';
    case 'signed-in':
    case 'self':
      return access?.kind === 'signed-in';
    case 'staff':
      return access?.kind === 'staff';
    case 'client-credentials':
      return access?.kind === 'client';
    case 'holders':
      return access?.kind === 'account' && access.role === undefined;
    case 'owner-or-staff':
      return access?.kind === 'account' && access.role === 'AccountOwner';
    case 'own-session':
    case 'provider-key':
    case 'capability':
      // Outside the API module: these routes have their own checks, not `config.access`.
      return access === undefined;
  }
}

/** The status each persona should get under a row's policy. */
export function expectedStatuses(row: PolicyRow, fallbackAllowed: number): Statuses {
  const allowed = row.allowed ?? fallbackAllowed;
  const byPolicy: Record<Policy, Statuses> = {
    public: {
      anonymous: allowed,
      otherCustomer: allowed,
      readUser: allowed,
      owner: allowed,
      staff: allowed,
    },
    'own-session': {
      anonymous: allowed,
      otherCustomer: allowed,
      readUser: allowed,
      owner: allowed,
      staff: allowed,
    },
    capability: {
      anonymous: allowed,
      otherCustomer: allowed,
      readUser: allowed,
      owner: allowed,
      staff: allowed,
    },
    'provider-key': { anonymous: 401, otherCustomer: 401, readUser: 401, owner: 401, staff: 401 },
    'client-credentials': {
      anonymous: 401,
      otherCustomer: 401,
      readUser: 401,
      owner: 401,
      staff: 401,
    },
    'signed-in': {
      anonymous: 401,
      otherCustomer: allowed,
      readUser: allowed,
      owner: allowed,
      staff: allowed,
    },
    self: { anonymous: 401, otherCustomer: 403, readUser: 403, owner: allowed, staff: 403 },
    holders: {
      anonymous: 401,
      otherCustomer: 403,
      readUser: allowed,
      owner: allowed,
      staff: allowed,
    },
    'owner-or-staff': {
      anonymous: 401,
      otherCustomer: 403,
      readUser: 403,
      owner: allowed,
      staff: allowed,
    },
    staff: { anonymous: 401, otherCustomer: 403, readUser: 403, owner: 403, staff: allowed },
  };
  const statuses = { ...byPolicy[row.policy], ...row.expected };
  if (row.only === undefined) return statuses;
  return Object.fromEntries(
    Object.entries(statuses).filter(([who]) => row.only?.includes(who as MatrixPersona)),
  );
}
