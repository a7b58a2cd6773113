import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountHandlers, anAccount } from '../../../shared/accounts/testing/account-server';
import { accountSelectionStore } from '../../../shared/session';
import { renderApp } from '../../../test/render-app';
import { aLine, usageHandler } from './testing/usage-server';
import { freezeDateAt } from '../../../test/freeze-date';

const lines = [aLine('0211234567', 'Aroha'), aLine('0221234568', 'Hemi')];
const accounts = accountHandlers({
  '30000001': { account: anAccount('30000001'), mobileServices: lines },
});
const billDates = ['2026-11-05', '2026-10-05'];
const handlers = [...accounts, usageHandler({ billDates })];
/** As for a busy line: the month comes with day totals only. */
const busyHandlers = [...accounts, usageHandler({ billDates, eventsIncluded: false })];

/** The from/to of every usage call, as "line kind from to". */
function usageCalls(fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : input, 'http://portal.test'))
    .filter((url) => url.pathname.includes('/usage/'))
    .map((url) => {
      const [, line, , kind] = /mobileServices\/(\d+)\/(usage)\/(\w+)/.exec(url.pathname) ?? [];
      return `${line ?? ''} ${kind ?? ''} ${url.searchParams.get('from') ?? ''} ${url.searchParams.get('to') ?? ''}`;
    });
}

/** A November day's row of the day list, once the page has loaded (slow on a busy machine). */
const dayButton = (day: string) =>
  screen.findByRole('button', { name: new RegExp(`${day}/11/2026`) }, { timeout: 5_000 });

describe('Mobile usage', () => {
  freezeDateAt('2026-11-21T01:00:00Z');
  beforeEach(() => {
    accountSelectionStore.reset();
  });
  afterEach(() => {
    accountSelectionStore.reset();
  });

  it('opens the tab the URL hash names, in any case', async () => {
    const { fetchMock } = await renderApp('/mobile/usage#CALLS', {}, { handlers });
    expect(await screen.findByRole('tab', { name: 'Calls', selected: true })).toBeInTheDocument();
    await screen.findByText(/2 calls, 3 mins/);
    expect(usageCalls(fetchMock)).toContain('0211234567 voice 2026-11-01 2026-11-30');
  });

  it('falls back to data for a hash it does not know, and writes the hash when a tab is chosen', async () => {
    const { user, router } = await renderApp('/mobile/usage#video', {}, { handlers });
    expect(await screen.findByRole('tab', { name: 'Data', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Texts' }));
    await waitFor(() => {
      expect(router.state.location.hash).toBe('texts');
    });
  });

  it('gives the month’s total and busiest day in text beside the chart', async () => {
    await renderApp('/mobile/usage', {}, { handlers });
    // The text alternative of the chart (whose bars jsdom cannot lay out; the browser tests
    // read them by keyboard and touch), for screen readers, and the total for everyone.
    expect(
      await screen.findByText(
        '1.5 GB of data used on this number in November 2026; the most on 03/11/2026: 1.0 GB.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('1.5 GB used on this number', { exact: true })).toBeVisible();
    const categories = screen.getByRole('heading', { name: 'Data this period' }).parentElement;
    if (categories === null) throw new Error('no categories section');
    expect(within(categories).getByText('Total Remaining').nextSibling?.textContent).toBe(
      '58.5 GB',
    );
  });

  it('offers 12 months and the billing periods, and starts again when the line changes', async () => {
    const { user, fetchMock } = await renderApp('/mobile/usage', {}, { handlers });
    const picker = await screen.findByLabelText('Period for 021 123 4567');
    await within(picker).findByRole('option', { name: '05/10/2026 - 04/11/2026' });
    const options = within(picker).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '05/10/2026 - 04/11/2026',
      '05/09/2026 - 04/10/2026',
      'November 2026',
      'October 2026',
      'September 2026',
      'August 2026',
      'July 2026',
      'June 2026',
      'May 2026',
      'April 2026',
      'March 2026',
      'February 2026',
      'January 2026',
      'December 2025',
    ]);
    // No bill period is running on this account (no last bill date): the month is first.
    expect(picker).toHaveValue('month:2026-11');
    await user.selectOptions(picker, 'August 2026');
    await waitFor(() => {
      expect(usageCalls(fetchMock)).toContain('0211234567 data 2026-08-01 2026-08-31');
    });

    act(() => {
      accountSelectionStore.selectServiceEntity('0221234568');
    });
    const next = await screen.findByLabelText('Period for 022 123 4568');
    expect(next).toHaveValue('month:2026-11');
    await waitFor(() => {
      expect(usageCalls(fetchMock)).toContain('0221234568 data 2026-11-01 2026-11-30');
    });
    expect(usageCalls(fetchMock)).not.toContain('0221234568 data 2026-08-01 2026-08-31');
  });

  it('starts on the bill period running now, saying how many days are left', async () => {
    const billed = anAccount('30000001');
    const cycle = { ...billed.billCycle, lastBilledDate: '2026-11-05', nextBillDate: '2026-12-05' };
    const { fetchMock } = await renderApp(
      '/mobile/usage',
      {},
      {
        handlers: [
          ...accountHandlers({
            '30000001': { account: { ...billed, billCycle: cycle }, mobileServices: lines },
          }),
          usageHandler({ billDates }),
        ],
      },
    );
    const picker = await screen.findByLabelText('Period for 021 123 4567');
    await waitFor(() => {
      expect(picker).toHaveValue('current:2026-11-05');
    });
    expect(within(picker).getByRole('option', { selected: true })).toHaveTextContent(
      'This bill period (14 days left)',
    );
    await waitFor(() => {
      expect(usageCalls(fetchMock)).toContain('0211234567 data 2026-11-05 2026-11-21');
    });
  });

  it('shows the events of an opened day at once when the month came with them', async () => {
    const { user, fetchMock } = await renderApp('/mobile/usage', {}, { handlers });
    await user.click(await dayButton('10'));
    const sessions = await screen.findByRole('table');
    expect(
      within(sessions)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['StartedEndedData', '8:05 am8:50 am256 MB', '7:30 pm8:10 pm256 MB']);
    expect(usageCalls(fetchMock)).not.toContain('0211234567 data 2026-11-10 2026-11-10');
  });

  it('loads an opened day’s events on their own when the month came without them', async () => {
    const { user, fetchMock } = await renderApp('/mobile/usage', {}, { handlers: busyHandlers });
    await user.click(await dayButton('03'));
    const sessions = await screen.findByRole('table');
    expect(within(sessions).getAllByRole('row')).toHaveLength(2);
    expect(within(sessions).getByText('1.0 GB')).toBeInTheDocument();
    // Only the opened day was asked for.
    expect(usageCalls(fetchMock).filter((call) => call.endsWith('2026-11-03 2026-11-03'))).toEqual([
      '0211234567 data 2026-11-03 2026-11-03',
    ]);
    expect(usageCalls(fetchMock)).not.toContain('0211234567 data 2026-11-10 2026-11-10');
  });

  it('says so and offers a retry when an opened day cannot be loaded', async () => {
    let serverDown = true;
    const failing = [
      ({ path, searchParams }: { path: string; searchParams: URLSearchParams }) =>
        path.includes('/usage/') && searchParams.get('from') === '2026-11-10' && serverDown
          ? { status: 500, data: null }
          : undefined,
      ...busyHandlers,
    ];
    const { user } = await renderApp('/mobile/usage#calls', {}, { handlers: failing });
    await user.click(await dayButton('10'));
    expect(
      await screen.findByRole('status', { name: 'Loading the calls of 10/11/2026' }),
    ).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the calls of 10/11/2026");
    serverDown = false;
    await user.click(retry);
    const calls = await screen.findByRole('table');
    expect(within(calls).getAllByText('022 111 2222')).toHaveLength(2);
  });

  it('says so and offers a retry when the usage cannot be loaded', async () => {
    let serverDown = true;
    const failing = [
      ({ path }: { path: string }) =>
        path.includes('/usage/') && serverDown ? { status: 500, data: null } : undefined,
      ...handlers,
    ];
    const { user } = await renderApp('/mobile/usage', {}, { handlers: failing });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    serverDown = false;
    await user.click(retry);
    expect(
      await screen.findByText(/1.5 GB of data used on this number in November 2026/),
    ).toBeInTheDocument();
  });

  it('downloads the chosen period of the line as CSV', async () => {
    const { user } = await renderApp('/mobile/usage', {}, { handlers });
    const link = await screen.findByRole('link', { name: 'Download CSV' });
    expect(link).toHaveAttribute(
      'href',
      '/api/mobile/v2/management/accounts/30000001/mobileServices/0211234567/usage.csv?from=2026-11-01&to=2026-11-30',
    );
    const picker = screen.getByLabelText('Period for 021 123 4567');
    await within(picker).findByRole('option', { name: 'August 2026' });
    await user.selectOptions(picker, 'August 2026');
    await waitFor(() => {
      expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
        'href',
        expect.stringContaining('usage.csv?from=2026-08-01&to=2026-08-31'),
      );
    });
  });
});
