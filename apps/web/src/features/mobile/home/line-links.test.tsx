import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GroupPlanService, MobileServiceDetails, User } from '@portal/contracts';
import { accountHandlers, anAccount } from '../../../shared/accounts/testing/account-server';
import { accountSelectionStore } from '../../../shared/session';
import { customerUser, sessionView, type Handler } from '../../../test/portal-server';
import { expectLinks } from '../../../test/links';
import { renderApp } from '../../../test/render-app';
import { aMobileLine } from '../shared/testing/mobile-line';

const base = '/api/mobile/v2/management/accounts/30000001';

const leader = aMobileLine('0211234567', { serviceEntityDescription: 'Aroha' });
const member = aMobileLine('0221234568', { serviceEntityDescription: 'Mere' });
const group: GroupPlanService[] = [
  {
    serviceEntity: '0211234567',
    serviceEntityDescription: 'Aroha',
    planKey: 'GROUP_LEADER',
    planDescription: 'Group Leader 60GB',
    role: 'Leader',
    groupLeaderServiceEntity: '0211234567',
  },
  {
    serviceEntity: '0221234568',
    serviceEntityDescription: 'Mere',
    planKey: 'GROUP_MEMBER',
    planDescription: 'Group Member',
    role: 'Member',
    groupLeaderServiceEntity: '0211234567',
  },
];

/** A view-only user (AccountRead): what Mere holds on the household. */
function viewOnlyUser(): User {
  const user = customerUser(['30000001']);
  return {
    ...user,
    claims: user.claims.map((claim) => ({ ...claim, roles: ['AccountRead'] })),
  };
}

function renderMobile(lines: MobileServiceDetails[], viewOnly = false) {
  accountSelectionStore.selectAccount('30000001');
  const mobile: Handler = ({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (path === `${base}/mobileServices`) return { data: lines };
    if (path === `${base}/groupPlanServices`) return { data: group };
    return undefined;
  };
  return renderApp(
    '/mobile',
    {},
    {
      user: viewOnly ? viewOnlyUser() : customerUser(['30000001']),
      session: sessionView({ accountCode: '30000001' }),
      handlers: [
        mobile,
        ...accountHandlers({
          '30000001': {
            account: anAccount('30000001', {
              roles: viewOnly ? ['AccountRead'] : ['AccountOwner'],
            }),
            mobileServices: lines,
          },
        }),
      ],
    },
  );
}

const linksOf = (number: string) =>
  within(screen.getByRole('list', { name: `Pages for ${number}` }))
    .getAllByRole('link')
    .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);

describe('each number’s pages on the mobile home', () => {
  it('link the owner to what each line can do, opening on that number', async () => {
    await renderMobile([leader, member]);
    await screen.findByRole('list', { name: 'Pages for 021 123 4567' });
    expect(linksOf('021 123 4567')).toEqual([
      ['Usage for 021 123 4567', '/mobile/usage?serviceEntity=0211234567'],
      ['Shared usage for 021 123 4567', '/mobile/usage-shared?serviceEntity=0211234567'],
      ['Change plan for 021 123 4567', '/mobile/change-plan?serviceEntity=0211234567'],
      [
        'Share data for 021 123 4567',
        '/mobile/sharing/sharing-beneficiaries?serviceEntity=0211234567',
      ],
      ['Pause for 021 123 4567', '/mobile/pause-connection?serviceEntity=0211234567'],
    ]);
    // A member uses its leader's data, so it has none of its own to share.
    expect(linksOf('022 123 4568').map(([text]) => text)).toEqual([
      'Usage for 022 123 4568',
      'Shared usage for 022 123 4568',
      'Change plan for 022 123 4568',
      'Pause for 022 123 4568',
    ]);
    expectLinks(screen, {
      'Add a mobile connection': '/mobile/add-mobile-connection',
      'Bring your number': '/mobile/bring-your-number',
    });
  });

  it('give a view-only user the usage pages and nothing that changes the account', async () => {
    await renderMobile([leader, member], true);
    await screen.findByRole('list', { name: 'Pages for 021 123 4567' });
    expect(screen.getByText('You have view-only access to this account')).toBeVisible();
    expect(linksOf('021 123 4567').map(([text]) => text)).toEqual([
      'Usage for 021 123 4567',
      'Shared usage for 021 123 4567',
    ]);
    const main = screen.getByRole('main');
    for (const name of [/Change plan/, /Share data/, /Pause/, /Top up/, 'Bring your number']) {
      expect(within(main).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(
      within(main).queryByRole('link', { name: 'Add a mobile connection' }),
    ).not.toBeInTheDocument();
  });

  it('offer a prepay line its top-up and spend history, and no postpay orders', async () => {
    const prepay = aMobileLine('0201234570', { isPrepay: true, allowance: null });
    await renderMobile([prepay]);
    await screen.findByRole('list', { name: 'Pages for 020 123 4570' });
    expect(linksOf('020 123 4570').map(([text]) => text)).toEqual([
      'Usage for 020 123 4570',
      'Spend history for 020 123 4570',
      'Top up for 020 123 4570',
      'Pause for 020 123 4570',
    ]);
    expect(screen.queryByRole('link', { name: 'Bring your number' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a prepay number' })).toBeInTheDocument();
  });
});
