import { arohasBillingAddress } from '../../../../../test-support/billing-address';
import { hemisInvitation } from '../../../../../test-support/invitations';
import type { Persona } from '../access-matrix';
import type { BrowserRequest } from '../test-browser';

export const SENTINEL_UUID = '5e471e11-0000-4000-8000-00000000c0de';

/**
 * Fields a caller must never be able to set by adding them to a body: who owns what, roles,
 * staff status, money, state, ids. Their values are easy to find in a database dump.
 */
export const EXTRA_FIELDS: Record<string, unknown> = {
  accountCode: '30000301',
  role: 'AccountOwner',
  roles: ['AccountOwner'],
  isStaff: true,
  pool: 'StaffIdentity',
  balance: 987654321,
  balanceCents: 987654321,
  amountCents: 987654321,
  status: 'SentinelStatus',
  id: 'sentinel-id-4242',
  userGuid: SENTINEL_UUID,
  ownerId: SENTINEL_UUID,
  accountName: 'Sentinel Holdings',
  createdAt: '2001-02-03T04:05:06.000Z',
};

/** What each extra field leaves behind when it is stored (how JSON of a row would show it). */
export const SENTINELS = [
  '30000301',
  'StaffIdentity',
  '987654321',
  'SentinelStatus',
  'sentinel-id-4242',
  SENTINEL_UUID,
  'Sentinel Holdings',
  '2001-02-03',
];

/** A body with the extra fields added at every level, never over a field it already has. */
export function withExtras(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withExtras);
  if (typeof body !== 'object' || body === null) return body;
  const own = Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, withExtras(value)]),
  );
  const extras = Object.fromEntries(Object.entries(EXTRA_FIELDS).filter(([key]) => !(key in own)));
  return { ...extras, ...own };
}

export interface CaseContext {
  userGuidOf: (who: Persona) => Promise<string>;
  bensCards: () => Promise<{ visa: string; mastercard: string }>;
}

export interface MassAssignmentCase {
  name: string;
  who: Persona;
  /** The valid request, before the extra fields are added to its body. */
  request: (context: CaseContext) => Promise<BrowserRequest> | BrowserRequest;
  /** The tables the request is meant to change (beyond the platform's own bookkeeping). */
  tables: readonly string[];
}

const AROHA = '/api/accounts/30000001';
const MOBILE = '/api/mobile/v2/management/accounts/30000001/mobileServices/0211234567';
const BEN_MANAGEMENT =
  '/api/mobile/v2/prepay/management/accountCode/30000101/serviceEntities/0201234570';

/** The writes people make to their details, people, cards, prepay, mobile and site settings. */
export const MASS_ASSIGNMENT_CASES: readonly MassAssignmentCase[] = [
  {
    name: 'my details: contact information',
    who: 'owner',
    request: () => ({
      method: 'PUT',
      url: `${AROHA}/contactInformation`,
      json: { contactName: 'Aroha Ngata', phoneNumber: '094801235', mobileNumber: '0211234567' },
    }),
    tables: ['public.accounts'],
  },
  {
    name: 'my details: billing email and address',
    who: 'owner',
    request: () => ({
      method: 'PUT',
      url: `${AROHA}/billingDetails`,
      json: {
        billingEmail: 'aroha.bills@example.nz',
        billingAddress: { ...arohasBillingAddress, address1: '14 Kōwhai Street' },
      },
    }),
    tables: ['public.accounts'],
  },
  {
    name: 'my details: own names and numbers',
    who: 'owner',
    request: async ({ userGuidOf }) => ({
      method: 'PUT',
      url: `/api/iam/users/${await userGuidOf('owner')}/contactDetails`,
      json: { firstName: 'Aroha', mobileNumber: '0219998877' },
    }),
    tables: ['public.identities'],
  },
  {
    name: 'people: invite an authorised user (read only)',
    who: 'owner',
    request: () => ({
      method: 'POST',
      url: '/api/iam/users',
      json: hemisInvitation({ email: 'hemi.mass@example.nz', mobileNumber: '0211239998' }),
    }),
    tables: [
      'public.pending_users',
      'public.invitation_links',
      'public.outbox',
      'public.audit_log',
    ],
  },
  {
    name: 'people: link a phone number',
    who: 'owner',
    request: () => ({
      method: 'POST',
      url: `${AROHA}/linkedNumbers`,
      json: { number: '021 987 6543', description: 'Home office' },
    }),
    tables: ['public.linked_numbers'],
  },
  {
    name: 'card and payment settings: pay the bill from a saved card',
    who: 'prepayCustomer',
    request: async ({ bensCards }) => ({
      method: 'PUT',
      url: '/api/payments/v2/accounts/30000101/recurringPaymentMethod',
      json: { recurringPaymentType: 'CreditCard', cardId: (await bensCards()).mastercard },
    }),
    tables: ['public.recurring_payment_methods', 'public.audit_log'],
  },
  {
    name: 'prepay settings: low-balance auto top-up',
    who: 'prepayCustomer',
    request: async ({ bensCards }) => ({
      method: 'PUT',
      url: `${BEN_MANAGEMENT}/autoTopup`,
      json: {
        amount: 2500,
        requiresAutoTopupConfirmation: false,
        cardId: (await bensCards()).visa,
        termsAccepted: true,
      },
    }),
    tables: ['public.top_up_configurations', 'public.audit_log'],
  },
  {
    name: "mobile settings: a line's name",
    who: 'owner',
    request: () => ({
      method: 'PUT',
      url: `${MOBILE}/serviceEntityDetails`,
      json: { serviceEntityDescription: 'Tama' },
    }),
    tables: ['public.mobile_services'],
  },
  {
    name: 'mobile settings: bars',
    who: 'staff',
    request: () => ({
      method: 'POST',
      url: `${MOBILE}/barSettings`,
      json: { internationalCalls: true, premiumRateServices: false, roaming: false },
    }),
    tables: ['public.mobile_services', 'public.audit_log'],
  },
  {
    name: 'site access: where the meter is',
    who: 'owner',
    request: () => ({
      method: 'PUT',
      url: `${AROHA}/power/siteAccess`,
      json: {
        meterLocation: 'Inside the garage, by the door',
        accessNotes: 'Gate code 1234',
        hasDog: true,
        otherHazards: '',
      },
    }),
    tables: ['public.icps'],
  },
  {
    name: 'broadband: port filtering',
    who: 'owner',
    request: () => ({
      method: 'PUT',
      url: `${AROHA}/internetServices/INT-3000000101/features/portfiltering`,
      json: { status: 'Disabled' },
    }),
    tables: ['public.internet_services'],
  },
  {
    name: 'session: the account the browser shows',
    who: 'owner',
    request: () => ({ method: 'PATCH', url: '/session', json: { accountCode: '30000002' } }),
    tables: ['public.sessions'],
  },
];
