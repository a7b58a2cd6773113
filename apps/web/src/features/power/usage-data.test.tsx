import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONSUMPTION_RANGE_LENGTH_MESSAGE } from '@portal/domain';
import { renderInRouter } from '../../test/render-app';
import { UsageDownload } from './components/usage-download';
import { open, serve } from './testing/power-server';

describe('your use over time', () => {
  it('drills from months to days to half-hours and back, by the table’s buttons', async () => {
    const { handlers } = serve({});
    const { user } = await open('/power', handlers);
    expect(
      await screen.findByRole('heading', { name: 'kWh each month, last 13 months' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'You used 1,855 kWh in total; the most was 655 kWh (October 2026). Some of it is estimated.',
      ),
    ).toBeInTheDocument();
    const months = screen.getByRole('table', { name: 'kWh each month, last 13 months' });
    expect(within(months).getByText('October 2026 (estimated)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show the days of September 2026' }));
    expect(
      await screen.findByRole('heading', { name: 'kWh each day, September 2026' }),
    ).toBeInTheDocument();
    const days = await screen.findByRole('table', { name: 'kWh each day, September 2026' });
    expect(within(days).getByText('31.3 kWh')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show the half-hours of 01/09/2026' }));
    const halfHours = await screen.findByRole('table', {
      name: 'kWh each half-hour, 01/09/2026',
    });
    expect(within(halfHours).getByText('18:00 to 18:30')).toBeInTheDocument();
    expect(within(halfHours).getByText('18:30 to 19:00 (estimated)')).toBeInTheDocument();
    expect(within(halfHours).getByText('1.5 kWh')).toBeInTheDocument();
    // No finer than half-hours: no more buttons in the rows.
    expect(within(halfHours).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to September 2026' }));
    expect(
      await screen.findByRole('heading', { name: 'kWh each day, September 2026' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to months' }));
    expect(
      await screen.findByRole('heading', { name: 'kWh each month, last 13 months' }),
    ).toBeInTheDocument();
  });
});

describe('download your usage', () => {
  const TODAY = '2026-12-07';
  const render = async () => {
    const download = vi.fn<(url: string) => void>();
    const rendered = await renderInRouter(() => (
      <UsageDownload
        accountCode="30000001"
        icp="0001234567UN7E1"
        today={TODAY}
        download={download}
      />
    ));
    return { download, ...rendered };
  };
  const dateBox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

  it('downloads the last year as EIEP13A by default, or a CSV when chosen', async () => {
    const { user, download } = await render();
    await user.click(screen.getByRole('button', { name: 'Download your usage' }));
    expect(download).toHaveBeenLastCalledWith(
      '/api/accounts/30000001/power/consumption.eiep13a?icp=0001234567UN7E1&from=2025-12-08&to=2026-12-07',
    );
    await user.click(screen.getByRole('radio', { name: 'CSV (for a spreadsheet)' }));
    await user.clear(dateBox('From'));
    await user.type(dateBox('From'), '01/11/2026');
    await user.click(screen.getByRole('button', { name: 'Download your usage' }));
    expect(download).toHaveBeenLastCalledWith(
      '/api/accounts/30000001/power/consumption.csv?icp=0001234567UN7E1&from=2026-11-01&to=2026-12-07',
    );
  });

  it('says why a range longer than 24 months cannot be downloaded, and fetches nothing', async () => {
    const { user, download } = await render();
    await user.clear(dateBox('From'));
    await user.type(dateBox('From'), '01/01/2024');
    await user.click(screen.getByRole('button', { name: 'Download your usage' }));
    expect(await screen.findByText(CONSUMPTION_RANGE_LENGTH_MESSAGE)).toBeInTheDocument();
    expect(download).not.toHaveBeenCalled();
  });
});
