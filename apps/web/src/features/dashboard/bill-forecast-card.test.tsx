import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BillForecast } from '@portal/contracts';
import { accountHandlers, anAccount } from '../../shared/accounts/testing/account-server';
import { callsOf, customerUser, sessionView, type Handler } from '../../test/portal-server';
import { renderApp } from '../../test/render-app';

const PATH = '/api/accounts/30000001/billForecast';

const heading: BillForecast = {
  billDate: '2027-01-05',
  daysLeft: 29,
  parts: [
    {
      kind: 'plans',
      label: 'Plans, add-ons and daily charges',
      amount: 31_000,
      soFar: 31_000,
      usual: null,
    },
    { kind: 'power', label: 'Power use', amount: 21_240, soFar: 1_416, usual: 15_600 },
    { kind: 'instalments', label: 'Device instalments', amount: 4_999, soFar: 4_999, usual: null },
  ],
  total: 57_239,
  usual: 45_000,
  comparison: 'above',
  reasons: [
    { kind: 'power', text: 'Power use is running 35% above your usual for this time of year' },
    { kind: 'instalmentsEnd', text: 'Your device instalments end after this bill' },
  ],
  displayGstInclusiveValues: true,
};

/** Answers the forecast with each of `answers` in turn (a number is a failed status). */
function forecastHandler(...answers: (BillForecast | number)[]): Handler {
  let call = 0;
  return ({ method, path }) => {
    if (method !== 'GET' || path !== PATH) return undefined;
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    return typeof answer === 'number' || answer === undefined
      ? { status: answer ?? 500, data: null }
      : { data: answer };
  };
}

function renderDashboard(handler: Handler) {
  const account = anAccount('30000001');
  return renderApp(
    '/',
    {},
    {
      user: customerUser(['30000001']),
      session: sessionView({ accountCode: '30000001' }),
      handlers: [handler, ...accountHandlers({ '30000001': { account } })],
    },
  );
}

const forecastCalls = (fetchMock: Parameters<typeof callsOf>[0]) =>
  callsOf(fetchMock).filter((call) => call === `GET ${PATH}`);

const forecastCard = () => screen.findByRole('region', { name: 'Your next bill forecast' });

describe('the bill forecast on My Dashboard', () => {
  it('says where the next bill is heading against the usual, why, and its parts', async () => {
    await renderDashboard(forecastHandler(heading));
    const card = await forecastCard();
    expect(card).toHaveTextContent('Heading for $572.39 on 05/01/2027 (29 days to go).');
    expect(within(card).getByText('$122.39 above your usual bill of $450.00.')).toBeVisible();
    const why = within(card).getByRole('list', { name: 'Why' });
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Power use is running 35% above your usual for this time of year',
      'Your device instalments end after this bill',
    ]);
    const parts = within(card).getByRole('table', { name: /by part/ });
    const power = within(parts).getByRole('row', { name: /Power use/ });
    expect(power).toHaveTextContent('$14.16 so far; usually $156.00');
    expect(power).toHaveTextContent('$212.40');
    expect(within(parts).getAllByRole('row')).toHaveLength(3);
  });

  it('says a business’s amounts are excluding GST', async () => {
    const usual = { ...heading, total: 45_500, comparison: 'usual' as const, reasons: [] };
    await renderDashboard(forecastHandler({ ...usual, displayGstInclusiveValues: false }));
    const card = await forecastCard();
    expect(card).toHaveTextContent('Heading for $455.00 excl. GST on 05/01/2027');
    expect(within(card).getByText('About your usual bill of $450.00 excl. GST.')).toBeVisible();
    expect(within(card).queryByRole('list', { name: 'Why' })).not.toBeInTheDocument();
  });

  it('shows nothing, and no message, when the forecast cannot be loaded', async () => {
    const { fetchMock } = await renderDashboard(forecastHandler(403));
    await screen.findByRole('region', { name: 'Account details' });
    await expect.poll(() => forecastCalls(fetchMock).length).toBe(1);
    await waitFor(() => {
      expect(screen.queryByRole('status', { name: 'Loading your bill forecast' })).toBeNull();
    });
    expect(screen.queryByRole('region', { name: 'Your next bill forecast' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing when no bill is coming', async () => {
    const none = { ...heading, billDate: null, parts: [], total: 0, usual: null, reasons: [] };
    const { fetchMock } = await renderDashboard(forecastHandler({ ...none, comparison: null }));
    await screen.findByRole('region', { name: 'Account details' });
    await expect.poll(() => forecastCalls(fetchMock).length).toBe(1);
    await waitFor(() => {
      expect(screen.queryByRole('status', { name: 'Loading your bill forecast' })).toBeNull();
    });
    expect(screen.queryByRole('region', { name: 'Your next bill forecast' })).toBeNull();
  });
});
