import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChangePlanOptions, GroupPlanService, MobileServiceDetails } from '@portal/contracts';
import { accountHandlers, anAccount } from '../../../shared/accounts/testing/account-server';
import { accountSelectionStore } from '../../../shared/session';
import { callsOf, customerUser, sessionView, type Handler } from '../../../test/portal-server';
import { renderApp } from '../../../test/render-app';
import { memberOptions } from '../plans/testing/plans-server';
import { aMobileLine } from '../shared/testing/mobile-line';

const MANAGEMENT = '/api/mobile/v2/management/accounts/30000001';
const GROUP = `${MANAGEMENT}/groupPlanServices`;
const optionsPath = (line: string) =>
  `/api/mobile/v2/catalog/accounts/30000001/mobileServices/${line}/changePlanOptions`;
const PROMO = 'Grab a Group plan and save now!';

const leader = aMobileLine('0211234567', {
  serviceEntityDescription: 'Aroha',
  planDescription: 'Group Leader 60GB',
});
const member = aMobileLine('0221234568', { planDescription: 'Group Member' });
const standalone = aMobileLine('0281234560', {
  serviceEntityDescription: 'Nikau',
  planKey: 'CAPPED_5GB',
  planDescription: 'Essential 5GB',
  allowance: null,
});

const entry = (line: MobileServiceDetails, role: GroupPlanService['role']): GroupPlanService => ({
  serviceEntity: line.serviceEntity,
  serviceEntityDescription: line.serviceEntityDescription,
  planKey: line.planKey ?? '',
  planDescription: line.planDescription ?? '',
  role,
  groupLeaderServiceEntity: leader.serviceEntity,
});
const group = [entry(leader, 'Leader'), entry(member, 'Member')];

function server(
  lines: MobileServiceDetails[],
  groupAnswer: GroupPlanService[] | number,
  options: Partial<ChangePlanOptions> = {},
): Handler {
  return ({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (path === `${MANAGEMENT}/mobileServices`) return { data: lines };
    if (path === GROUP) {
      return typeof groupAnswer === 'number'
        ? { status: groupAnswer, data: null }
        : { data: groupAnswer };
    }
    const line = /mobileServices\/(\d+)\/changePlanOptions$/.exec(path)?.[1];
    if (line === undefined) return undefined;
    return { data: { ...memberOptions, serviceEntity: line, ...options } };
  };
}

function renderMobileHome(selected: string, lines: MobileServiceDetails[], handler: Handler) {
  accountSelectionStore.selectAccount('30000001');
  accountSelectionStore.selectServiceEntity(selected);
  return renderApp(
    '/mobile',
    {},
    {
      user: customerUser(['30000001']),
      session: sessionView({ accountCode: '30000001' }),
      handlers: [
        handler,
        ...accountHandlers({
          '30000001': { account: anAccount('30000001'), mobileServices: lines },
        }),
      ],
    },
  );
}

const groupSection = () =>
  screen.findByRole('region', { name: 'Your group plan' }, { timeout: 5000 });

describe('Your group plan (mobile home)', () => {
  it('lists the group leader, then the members, each with its plan', async () => {
    const { fetchMock } = await renderMobileHome(
      leader.serviceEntity,
      [leader, member],
      server([leader, member], group),
    );
    const section = await groupSection();
    const listed = within(section).getAllByRole('listitem');
    expect(listed.map((item) => within(item).getAllByText(/./)[0]?.textContent)).toEqual([
      'Aroha',
      '022 123 4568',
    ]);
    expect(within(listed[0]!).getByText('Group leader')).toBeInTheDocument();
    expect(within(listed[0]!).getByText('Group Leader 60GB')).toBeInTheDocument();
    expect(within(listed[1]!).getByText('Member')).toBeInTheDocument();
    // A line already in the group is not invited, nor asked about.
    expect(screen.queryByText(PROMO)).not.toBeInTheDocument();
    expect(callsOf(fetchMock)).not.toContain(`GET ${optionsPath(leader.serviceEntity)}`);
  });

  it('invites a standalone line that the plan filter would let join the group', async () => {
    const lines = [leader, member, standalone];
    await renderMobileHome(standalone.serviceEntity, lines, server(lines, group));
    const section = await groupSection();
    const promo = await within(section).findByRole('note');
    expect(within(promo).getByText(PROMO)).toBeInTheDocument();
    expect(
      within(promo).getByText('Nikau could join your group plan and share its data.'),
    ).toBeInTheDocument();
    expect(within(promo).getByRole('link', { name: 'See group plans for Nikau' })).toHaveAttribute(
      'href',
      '/mobile/change-plan',
    );
  });

  it('does not invite a standalone line when no group-member plan is on offer to it', async () => {
    const lines = [leader, member, standalone];
    const { fetchMock } = await renderMobileHome(
      standalone.serviceEntity,
      lines,
      server(lines, group, { groupPlansOffered: false }),
    );
    await groupSection();
    await vi.waitFor(() => {
      expect(callsOf(fetchMock)).toContain(`GET ${optionsPath(standalone.serviceEntity)}`);
    });
    expect(screen.queryByText(PROMO)).not.toBeInTheDocument();
  });

  it('shows nothing, and no message, without a group or when it cannot be loaded', async () => {
    const lines = [standalone];
    const { fetchMock } = await renderMobileHome(
      standalone.serviceEntity,
      lines,
      server(lines, 403),
    );
    expect(await screen.findByRole('heading', { name: 'Your mobile numbers' })).toBeVisible();
    await vi.waitFor(() => {
      expect(callsOf(fetchMock)).toContain(`GET ${GROUP}`);
    });
    expect(screen.queryByRole('region', { name: 'Your group plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(PROMO)).not.toBeInTheDocument();
  });
});
