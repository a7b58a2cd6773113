import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Handler } from '../../../test/portal-server';
import { accountHandlers, anAccount } from '../../../shared/accounts/testing/account-server';
import { renderApp } from '../../../test/render-app';
import { freezeDateAt } from '../../../test/freeze-date';

const account = anAccount('30000001', {
  billCycle: { ...anAccount('30000001').billCycle, nextBillDate: '2026-12-05' },
});

function poolHandler(sharerType: string | null): Handler {
  return ({ method, path }) => {
    if (method !== 'GET' || !path.includes('/sharedDataPool')) return undefined;
    if (sharerType === null) return { status: 404, data: null };
    if (path.endsWith('/sharedDataPool')) {
      return {
        data: {
          configurationHistory: [
            {
              activatedAt: '2026-06-21T00:00:00Z',
              deactivatedAt: null,
              poolType: 'Open',
              plan: { dataPoolSizeGb: 60, dataSharerType: sharerType },
            },
          ],
        },
      };
    }
    if (path.endsWith('/monthlyUsage')) {
      return {
        data: [
          {
            billDate: '2026-11-05',
            planGb: 60,
            startingCarryoverBalanceGb: 12.5,
            finalCarryoverBalanceGb: 20.25,
          },
          {
            billDate: '2026-10-05',
            planGb: 60,
            startingCarryoverBalanceGb: 0,
            finalCarryoverBalanceGb: 12.5,
          },
        ],
      };
    }
    if (path.endsWith('/carryoverData'))
      return { data: { billDate: '2026-11-05', carryoverBalanceGb: 20.25 } };
    return {
      data: [
        { date: '2026-11-05', dataVolumeBytes: 1024 ** 3 },
        { date: '2026-11-06', dataVolumeBytes: 0 },
      ],
    };
  };
}

const withPool = (sharerType: string | null) => [
  ...accountHandlers({ '30000001': { account } }),
  poolHandler(sharerType),
];

describe('Shared usage', () => {
  freezeDateAt('2026-11-21T01:00:00Z');

  it('shows the pool size, the carryover and each billed month', async () => {
    await renderApp('/mobile/usage-shared', {}, { handlers: withPool('Standard') });
    expect((await screen.findByText('Pool size')).nextSibling?.textContent).toBe('60.0 GB');
    await waitFor(() => {
      expect(screen.getByText('Carried over').nextSibling?.textContent).toBe(
        '20.25 GBfrom the bill of 05/11/2026',
      );
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['05/11/2026', '60.0 GB', '12.5 GB', '20.25 GB'],
      ['05/10/2026', '60.0 GB', '0.0 GB', '12.5 GB'],
    ]);
    // The current period (to the next bill) comes first in the bill period picker.
    expect(await screen.findByLabelText('Bill period')).toHaveValue('2026-12-05');
    // The pool's chart counts everyone sharing it, and says so.
    expect(await screen.findByText('1.0 GB used by everyone sharing the pool')).toBeVisible();
  });

  it('shows an m2m pool in MB as the server counts it, not converted again', async () => {
    await renderApp('/mobile/usage-shared', {}, { handlers: withPool('m2m') });
    expect((await screen.findByText('Pool size')).nextSibling?.textContent).toBe('60 MB');
    await waitFor(() => {
      expect(screen.getByText('Carried over').nextSibling?.textContent).toBe(
        '20.3 MBfrom the bill of 05/11/2026',
      );
    });
    const firstRow = within(await screen.findByRole('table')).getAllByRole('row')[1];
    expect(firstRow?.textContent).toBe('05/11/202660 MB12.5 MB20.3 MB');
  });

  it('says No active pool found where the account has none', async () => {
    await renderApp('/mobile/usage-shared', {}, { handlers: withPool(null) });
    expect(await screen.findByText('No active pool found')).toBeInTheDocument();
  });
});
