import { describe, expect, it } from 'vitest';
import { isPrepayOnly } from '@portal/domain';
import { guardInput, statementsOnlyFeatures } from '../../test/guard-input';
import { callsOf, customerUser, mockPortalServer, staffUser } from '../../test/portal-server';
import { createQueryClient } from '../api';
import { withSelectedAccountClaim } from '../session/claims';
import { namedRouteGuards } from '../routing/guards/named-guards';
import { prepayRestriction } from '../routing/guards/prepay-restriction';
import { loadAccountFacts } from './load-account-facts';
import type { AccountData } from './testing/account-server';
import {
  aCoreProduct,
  accountHandlers,
  anAccount,
  aMobileService,
  fibreAndPower,
} from './testing/account-server';

function serve(data: Record<string, AccountData>) {
  return mockPortalServer({ handlers: accountHandlers(data) }).fetchMock;
}

const load = (
  codes: string[],
  selected: string | null = codes[0] ?? null,
  businessGroup: string | null = null,
) =>
  loadAccountFacts(createQueryClient(), {
    user: customerUser(codes),
    selectedAccountCode: selected,
    brand: 'main',
    businessGroup,
  });

const farmSource = anAccount('30000201', {
  externalReferences: [{ type: 'FarmSourceAccountNumber', value: 'FS-1' }],
});

describe('loadAccountFacts', () => {
  it('knows a prepay-only identity, with mobile services, without asking for them', async () => {
    const fetchMock = serve({
      '30000101': {
        account: anAccount('30000101', { businessGroup: 'Prepay' }),
        products: { coreProducts: [], additionalProducts: [] },
      },
    });
    const facts = await load(['30000101']);
    expect(facts && isPrepayOnly(facts.accounts)).toBe(true);
    expect(facts?.selectedAccount?.businessGroup).toBe('Prepay');
    expect(facts?.hasMobileServices).toBe(true);
    expect(callsOf(fetchMock)).not.toContain(
      'GET /api/mobile/v2/management/accounts/30000101/mobileServices',
    );
    const invoice = guardInput('invoice', '/account/invoice/100001', { accountFacts: facts });
    expect(prepayRestriction(invoice)).toEqual({ kind: 'redirect', href: '/mobile' });
  });

  it('counts only the configured business group’s accounts for the services that apply', async () => {
    serve({
      '30000001': { account: anAccount('30000001'), products: fibreAndPower, mobileServices: [] },
      '30000101': {
        account: anAccount('30000101', { businessGroup: 'Prepay' }),
        products: { coreProducts: [], additionalProducts: [] },
      },
    });
    // Every group served: the prepay account brings mobile services to the identity.
    const all = await load(['30000001', '30000101']);
    expect(all?.accounts.map((a) => a.businessGroup)).toEqual(['Residential', 'Prepay']);
    expect(all?.hasMobileServices).toBe(true);
    // A Residential deployment: the prepay account is not its business, so it brings nothing.
    const residential = await load(['30000001', '30000101'], '30000001', 'Residential');
    expect(residential?.accounts.map((a) => a.businessGroup)).toEqual(['Residential']);
    expect(residential?.hasMobileServices).toBe(false);
    // A Prepay deployment: within it this identity is prepay-only, so guard 4 applies.
    const prepay = await load(['30000001', '30000101'], '30000101', 'Prepay');
    expect(prepay && isPrepayOnly(prepay.accounts)).toBe(true);
  });

  it('gives a farm-source account statements only, and sends it from power to the dashboard', async () => {
    serve({ '30000201': { account: farmSource, products: fibreAndPower } });
    const facts = await load(['30000201']);
    expect(facts?.features).toEqual(statementsOnlyFeatures);
    const power = guardInput('power', '/power', { accountFacts: facts });
    expect(namedRouteGuards(power)).toEqual({ kind: 'redirect', href: '/' });
  });

  it('turns power off without a broadband product, and on with wireless broadband alone', async () => {
    serve({
      '30000001': {
        account: anAccount('30000001'),
        products: { coreProducts: [aCoreProduct(['Electricity'])], additionalProducts: [] },
      },
      '30000401': {
        account: anAccount('30000401'),
        products: {
          coreProducts: [aCoreProduct(['mobile2_wbb'], { coreProductKey: 'WBBv2_4G' })],
          additionalProducts: [],
        },
      },
    });
    const powerOnly = await load(['30000001']);
    expect(powerOnly?.hasPowerProduct).toBe(true);
    expect(powerOnly?.features.power).toBe(false);
    const wireless = await load(['30000401']);
    expect(wireless?.features.power).toBe(true);
    expect(wireless?.hasPowerProduct).toBe(false);
    const power = guardInput('power', '/power', { accountFacts: wireless });
    expect(namedRouteGuards(power)).toEqual({ kind: 'redirect', href: '/add-power' });
  });

  it('follows the brand: the partner brand has no power', async () => {
    serve({ '30000001': { account: anAccount('30000001'), products: fibreAndPower } });
    const facts = await loadAccountFacts(createQueryClient(), {
      user: customerUser(['30000001']),
      selectedAccountCode: '30000001',
      brand: 'flexi',
      businessGroup: null,
    });
    expect(facts?.features.power).toBe(false);
  });

  it('does not fetch products for an account without a business group', async () => {
    const fetchMock = serve({
      '30000001': {
        account: anAccount('30000001', { businessGroup: null }),
        products: fibreAndPower,
      },
    });
    const facts = await load(['30000001']);
    expect(callsOf(fetchMock)).not.toContain('GET /api/accounts/30000001/products');
    expect(facts?.hasPowerProduct).toBe(false);
    expect(facts?.features.power).toBe(false);
  });

  it('leaves out accounts that fail, and reads failed products and services as empty', async () => {
    serve({
      '30000001': { account: anAccount('30000001'), products: 403, mobileServices: 403 },
      '30000002': { account: 403 },
    });
    const facts = await load(['30000001', '30000002']);
    expect(facts?.accounts.map((account) => account.businessGroup)).toEqual(['Residential']);
    expect(facts?.hasPowerProduct).toBe(false);
    expect(facts?.features.power).toBe(false);
    expect(facts?.hasMobileServices).toBe(false);
  });

  it('is null without a selected account, or when it cannot be read', async () => {
    const fetchMock = serve({
      '30000001': { account: 404 },
      '30000002': { account: anAccount('30000002') },
    });
    expect(await load(['30000001', '30000002'], null)).toBeNull();
    expect(callsOf(fetchMock)).toEqual([]);
    expect(await load(['30000001', '30000002'], '30000001')).toBeNull();
  });

  it('reads a staff member’s selected account like any other', async () => {
    serve({
      '30000301': { account: anAccount('30000301', { roles: [] }), products: fibreAndPower },
    });
    const facts = await loadAccountFacts(createQueryClient(), {
      user: withSelectedAccountClaim(staffUser(), '30000301'),
      selectedAccountCode: '30000301',
      brand: 'main',
      businessGroup: null,
    });
    expect(facts?.selectedAccount).toMatchObject({ businessGroup: 'Residential' });
    expect(facts?.hasPowerProduct).toBe(true);
  });
});

describe('has mobile services', () => {
  it('counts the selected account’s mobiles, or a mobile on another account', async () => {
    serve({
      '30000001': { account: anAccount('30000001'), mobileServices: [aMobileService()] },
      '30000002': { account: anAccount('30000002'), mobileServices: [] },
    });
    expect((await load(['30000001', '30000002'], '30000001'))?.hasMobileServices).toBe(true);
    expect((await load(['30000001', '30000002'], '30000002'))?.hasMobileServices).toBe(true);
  });

  it('does not count wireless broadband as a mobile', async () => {
    serve({
      '30000401': {
        account: anAccount('30000401'),
        mobileServices: [aMobileService('mobile2_wbb')],
      },
    });
    expect((await load(['30000401']))?.hasMobileServices).toBe(false);
  });
});
