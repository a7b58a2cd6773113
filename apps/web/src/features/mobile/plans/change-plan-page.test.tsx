import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setErrorSender, type ErrorTags } from '../../../shared/errors/error-reporting';
import { renderApp } from '../../../test/render-app';
import { bodySentTo, callsOf, customerUser } from '../../../test/portal-server';
import {
  CATALOG,
  SALES,
  STOP,
  aPlan,
  callingPack,
  memberOptions,
  plansHandlers,
  type PlansData,
} from './testing/plans-server';

afterEach(() => {
  setErrorSender(null);
});

const renderPage = (data: PlansData = {}) =>
  renderApp(
    '/mobile/change-plan',
    {},
    { user: customerUser(['30000001']), handlers: plansHandlers(data) },
  );

const impact = [
  {
    kind: 'Charge' as const,
    isCaveat: false,
    description: 'Your monthly charge changes from $25.00 to $30.00.',
    amountIncludingGst: 500,
    amountExcludingGst: 435,
  },
  {
    kind: 'Group' as const,
    isCaveat: true,
    description: 'This number leaves the group plan of 0211234567 and stops sharing its data.',
    amountIncludingGst: null,
    amountExcludingGst: null,
  },
];

describe('/mobile/change-plan', () => {
  it('lists the plans in the order given, the current one marked, with the group promo', async () => {
    await renderPage();
    const plans = await screen.findAllByRole('listitem', { name: /Group Plan|Essential/ });
    expect(plans.map((plan) => plan.getAttribute('aria-label'))).toEqual([
      'Group Plan Member',
      'Group Plan Member Plus',
      'Essential 5GB',
    ]);
    expect(plans[0]).toHaveTextContent('Current plan');
    expect(plans[0]).toHaveTextContent('$25.00 per month incl. GST');
    expect(within(plans[0] as HTMLElement).getByRole('button')).toBeDisabled();
    expect(screen.getByText('Grab a Group plan and save now!')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Change Mobile Plan');
  });

  it('shows a plan the line cannot take as not available, with the reason, and no button', async () => {
    const reason =
      'This number leads the group plan of 0221234568, which Essential 5GB cannot carry. Move those numbers to another plan first.';
    await renderPage({
      options: {
        ...memberOptions,
        plans: [
          aPlan('GROUP_MEMBER', 'Group Plan Member', 2500, 'member', true),
          aPlan('GROUP_MEMBER_PLUS', 'Group Plan Member Plus', 3500, 'member'),
          {
            ...aPlan('CAPPED_5GB', 'Essential 5GB', 3000, 'standalone'),
            unavailableReason: reason,
          },
        ],
      },
    });
    const refused = await screen.findByRole('listitem', { name: 'Essential 5GB' });
    expect(within(refused).getByText('Not available')).toBeVisible();
    expect(within(refused).getByText(reason)).toBeVisible();
    expect(within(refused).queryByRole('button')).toBeNull();
    const open = screen.getByRole('listitem', { name: 'Group Plan Member Plus' });
    expect(
      within(open).getByRole('button', { name: 'Choose Group Plan Member Plus' }),
    ).toBeEnabled();
  });

  it('shows business prices excluding GST and no promo when no group plan is offered', async () => {
    await renderPage({
      options: {
        ...memberOptions,
        displayGstInclusive: false,
        groupPlansOffered: false,
        plans: [aPlan('CAPPED_5GB', 'Essential 5GB', 3000, 'standalone', true)],
      },
    });
    const plan = await screen.findByRole('listitem', { name: 'Essential 5GB' });
    // $30.00 incl. GST is $26.09 excl.
    expect(plan).toHaveTextContent('$26.09 per month excl. GST');
    expect(screen.queryByText('Grab a Group plan and save now!')).toBeNull();
  });

  it('shows the order impact before confirming, then the result with its caveats', async () => {
    const { user, fetchMock } = await renderPage({
      impact,
      order: { result: 'OkWithCaveats', messages: [impact[1]?.description ?? ''] },
    });
    await user.click(await screen.findByRole('button', { name: 'Choose Essential 5GB' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change to Essential 5GB?' });
    const changes = await within(dialog).findByRole('list', { name: 'What changes' });
    expect(changes).toHaveTextContent('Your monthly charge changes from $25.00 to $30.00.');
    expect(callsOf(fetchMock)).not.toContain(`POST ${SALES}/productChangeOrders`);
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('Your plan has been changed, with some things to note');
    expect(result).toHaveTextContent('leaves the group plan of 0211234567');
    expect(bodySentTo(fetchMock, `${SALES}/productChangeOrders`)).toEqual({
      salesChannel: 'SelfService',
      salesPerson: 'MyAccountv2',
      additionalProductsToChange: [
        { ratePlan: 'GROUP_MEMBER', serviceEntity: '0271234569', service: 'mobile2_linerental' },
      ],
      additionalProducts: [
        { ratePlan: 'CAPPED_5GB', serviceEntity: '0271234569', service: 'mobile2_linerental' },
      ],
    });
  });

  it('says NotOk plainly, with the refusal', async () => {
    const refused = await renderPage({
      order: { result: 'NotOk', messages: ['That plan is not available for this connection.'] },
    });
    await refused.user.click(await screen.findByRole('button', { name: 'Choose Essential 5GB' }));
    const dialog = await screen.findByRole('dialog');
    // The impact check failed to say anything: section 8's empty-list fallback.
    // Seen once the dialog's opening transition (opacity from 0) has run.
    const fallback = await within(dialog).findByText(/couldn't check what this change means/);
    await waitFor(() => {
      expect(fallback).toBeVisible();
    });
    await refused.user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t change to that plan');
    expect(alert).toHaveTextContent('Your plan has not changed.');
  });

  it('reports Failed when the order call fails; the failed impact check is reported', async () => {
    const reported: ErrorTags[] = [];
    setErrorSender((_error, tags) => reported.push(tags));
    const { user } = await renderPage({ order: 500, impact: 500 });
    await user.click(await screen.findByRole('button', { name: 'Choose Group Plan Member Plus' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Change plan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops, something went wrong');
    expect(alert).toHaveTextContent('Your plan could not be changed. Please try again.');
    expect(reported).toContainEqual({ operation: 'POST orderImpact', accountCode: '30000001' });
  });

  it('adds an add-on after confirming its price, then stops its renewal', async () => {
    const { user, fetchMock } = await renderPage();
    const pack = await screen.findByRole('listitem', { name: 'International Calling Pack' });
    await user.click(within(pack).getByRole('button', { name: 'Add International Calling Pack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add International Calling Pack?' });
    expect(dialog).toHaveTextContent('costs $10.00 per month incl. GST');
    await user.click(within(dialog).getByRole('button', { name: 'Add add-on' }));
    expect(await screen.findByText('International Calling Pack has been added.')).toBeVisible();
    expect(bodySentTo(fetchMock, `${SALES}/addProductOrders`)).toMatchObject({
      salesChannel: 'SelfService',
      additionalProducts: [{ ratePlan: 'CALLINGPACK_INTL_100', service: 'mobile2_Addon' }],
    });
    await user.click(
      await screen.findByRole('button', { name: 'Stop renewing International Calling Pack' }),
    );
    const stop = await screen.findByRole('dialog', {
      name: 'Stop renewing International Calling Pack?',
    });
    expect(stop).toHaveTextContent('keeps running until 21/12/2026');
    await user.click(within(stop).getByRole('button', { name: 'Stop renewing' }));
    expect(await screen.findByText(/will not renew/)).toBeVisible();
    expect(bodySentTo(fetchMock, STOP)).toEqual({ addonPlanKey: 'CALLINGPACK_INTL_100' });
    expect(callsOf(fetchMock)).toContain(`GET ${CATALOG}/addonPlans`);
  });

  it('ends a running add-on now through a cancellation order, after saying what is lost', async () => {
    const running = {
      ...callingPack,
      subscription: {
        startedAt: '2026-11-21T01:00:00.000Z',
        renewsAt: '2026-12-21T01:00:00.000Z',
        stopRenewal: true,
      },
    };
    const { user, fetchMock } = await renderPage({ addons: [running] });
    const pack = await screen.findByRole('listitem', { name: 'International Calling Pack' });
    expect(within(pack).getByText('Not renewing')).toBeInTheDocument();
    await user.click(
      within(pack).getByRole('button', { name: 'End now: International Calling Pack' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'End International Calling Pack now?',
    });
    expect(dialog).toHaveTextContent('stops today instead of on 21/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'End add-on now' }));
    expect(await screen.findByText('International Calling Pack has ended.')).toBeVisible();
    expect(bodySentTo(fetchMock, `${SALES}/cancellationOrders`)).toEqual({
      additionalProductsToCancel: [
        { ratePlan: 'CALLINGPACK_INTL_100', serviceEntity: '0271234569', service: 'mobile2_Addon' },
      ],
    });
    // The list is read again: the add-on is no longer running, so it can be added again.
    expect(
      await within(pack).findByRole('button', { name: 'Add International Calling Pack' }),
    ).toBeVisible();
    expect(within(pack).queryByText('Not renewing')).not.toBeInTheDocument();
  });

  it('says so when an add-on cannot be ended', async () => {
    const running = {
      ...callingPack,
      subscription: { startedAt: '2026-11-21T01:00:00.000Z', renewsAt: null, stopRenewal: false },
    };
    const { user } = await renderApp(
      '/mobile/change-plan',
      {},
      {
        user: customerUser(['30000001']),
        handlers: [
          ({ method, path }) =>
            method === 'POST' && path === `${SALES}/cancellationOrders`
              ? { status: 404, data: null }
              : undefined,
          ...plansHandlers({ addons: [running] }),
        ],
      },
    );
    await user.click(
      await screen.findByRole('button', { name: 'End now: International Calling Pack' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'End International Calling Pack now?',
    });
    expect(dialog).toHaveTextContent('stops today instead of at its renewal date');
    await user.click(within(dialog).getByRole('button', { name: 'End add-on now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'International Calling Pack could not be ended. Please try again.',
    );
  });

  it('shows the device agreement with what is left to invoice', async () => {
    await renderPage();
    const agreement = await screen.findByRole('article', {
      name: 'Samsung Galaxy S25 128GB Navy on 021 123 4567',
    });
    expect(agreement).toHaveTextContent('Instalments sent1 of 3');
    expect(agreement).toHaveTextContent('Instalments scheduled2');
    expect(agreement).toHaveTextContent('Still to be invoiced$89.94');
    expect(agreement).toHaveTextContent('First bill date05/10/2026');
    expect(agreement).toHaveTextContent('Last bill date05/12/2026');
    expect(agreement).toHaveTextContent('Discounts remaining$10.00');
  });
});
