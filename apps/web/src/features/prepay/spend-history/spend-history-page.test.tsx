import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MobileServiceDetails, PrepayTransaction } from '@portal/contracts';
import { accountHandlers, anAccount } from '../../../shared/accounts/testing/account-server';
import { accountSelectionStore } from '../../../shared/session';
import { customerUser, sessionView } from '../../../test/portal-server';
import { renderApp } from '../../../test/render-app';
import { aLine } from '../shared/testing/prepay-line';
import { historyServer, walletEntries } from './testing/history-server';

const PAGE = '/mobile/prepay-spend-history';

async function renderHistory(
  lines: MobileServiceDetails[],
  entries: Record<string, PrepayTransaction[]>,
  options: { failures?: number[]; selected?: string } = {},
) {
  const history = historyServer('30000101', entries);
  history.state.failures.push(...(options.failures ?? []));
  if (options.selected !== undefined) {
    accountSelectionStore.selectAccount('30000101');
    accountSelectionStore.selectServiceEntity(options.selected);
  }
  const app = await renderApp(
    PAGE,
    {},
    {
      user: customerUser(['30000101']),
      session: sessionView({ accountCode: '30000101' }),
      handlers: [
        history.handler,
        ...accountHandlers({
          '30000101': {
            account: anAccount('30000101', { accountName: 'Ben Carter', businessGroup: 'Prepay' }),
            mobileServices: lines,
          },
        }),
      ],
    },
  );
  await screen.findByRole('heading', { level: 1, name: 'Prepay Spend History' });
  return { ...app, history };
}

const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Top-ups and spending' }))
    .getAllByRole('row')
    .slice(1);

describe('Prepay spend history', () => {
  it('lists top-ups and spend newest first with the balance after, and pages back with Show older', async () => {
    const entries = walletEntries(25);
    const { user, history } = await renderHistory([aLine('0201234570')], { '0201234570': entries });

    expect(
      await screen.findByText(/^20 entries from 01\/11\/2026 to 20\/11\/2026/),
    ).toBeInTheDocument();
    const rows = rowsOf();
    expect(rows).toHaveLength(20);
    // Newest: index 24 is spend; index 20 a top-up.
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringMatching(/^20\/11\/2026/) as unknown,
      'Calls to Australia 24',
      '-$1.50',
      '$80.00',
    ]);
    expect(within(rows[4] as HTMLElement).getByText('+$20.00')).toBeInTheDocument();
    expect(history.state.requests[0]?.get('recordsPriorTo')).toBeNull();
    expect(history.state.requests[0]?.get('recordCount')).toBe('20');

    // The chart's text alternative names the same facts.
    expect(
      screen.getByText(
        'From 01/11/2026 to 20/11/2026 your balance was between $38.00 and $86.00. After the latest entry it was $80.00.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show older' }));
    expect(
      await screen.findByText(/^25 entries from 27\/10\/2026 to 20\/11\/2026/),
    ).toBeInTheDocument();
    expect(history.state.requests[1]?.get('recordsPriorTo')).toBe(entries[19]?.occurredAt);
    expect(rowsOf()).toHaveLength(25);
    expect(within(rowsOf()[24] as HTMLElement).getByText('Top up by card 0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    expect(
      screen.getByText('That’s everything on 020 123 4570.'.replace('’', "'")),
    ).toBeInTheDocument();
  });

  it('says when a number has no history yet, and where to top up', async () => {
    await renderHistory([aLine('0201234570')], { '0201234570': [] });
    expect(
      await screen.findByText(/No top-ups or spending on 020 123 4570 yet/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up 020 123 4570' })).toHaveAttribute(
      'href',
      '/mobile/prepay-top-up',
    );
  });

  it('offers another try when the history fails to load, first or older pages', async () => {
    const { user, history } = await renderHistory(
      [aLine('0201234570')],
      { '0201234570': walletEntries(25) },
      { failures: [404] },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the history of 020 123 4570.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^20 entries/)).toBeInTheDocument();

    history.state.failures.push(404);
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    const older = await screen.findByRole('alert');
    expect(older).toHaveTextContent("We couldn't load older entries.");
    expect(rowsOf()).toHaveLength(20);
    await user.click(within(older).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^25 entries/)).toBeInTheDocument();
  });

  it('says the page is for prepay numbers when a postpay line is selected, and switches', async () => {
    const { user, history } = await renderHistory(
      [aLine('0211234567', false), aLine('0201234570')],
      { '0201234570': walletEntries(3) },
      { selected: '0211234567' },
    );
    expect(await screen.findByText('This page is for prepay numbers')).toBeInTheDocument();
    expect(screen.getByText(/021 123 4567 is paid by bill/)).toBeInTheDocument();
    expect(history.state.requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'History of 020 123 4570' }));
    expect(await screen.findByText(/^3 entries/)).toBeInTheDocument();
    expect(accountSelectionStore.get().serviceEntity).toBe('0201234570');
  });

  it('points to adding a prepay number when the account has none', async () => {
    await renderHistory([aLine('0211234567', false)], {});
    expect(await screen.findByText('No prepay numbers here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a prepay number' })).toHaveAttribute(
      'href',
      '/account/add-mobile-number',
    );
  });
});
