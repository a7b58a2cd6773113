import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DataUsage } from '@portal/contracts';
import { formatDataVolume } from '@portal/domain';
import { accountHandlers, anAccount } from '../../../shared/accounts/testing/account-server';
import type { Handler } from '../../../test/portal-server';
import { accountSelectionStore } from '../../../shared/session';
import { renderApp } from '../../../test/render-app';
import { aLine, someDataUsage, usageHandler } from './testing/usage-server';
import { freezeDateAt } from '../../../test/freeze-date';

const GB = 1024 ** 3;

/** A line in a shared pool: the pool used more than the line did. */
function pooled(line: string): DataUsage {
  const usage = someDataUsage(line);
  return {
    ...usage,
    categoriesCount: 'sharedPool',
    categories: usage.categories.map((item) =>
      item.category === 'Total Used' ? { ...item, bytes: 4 * GB } : item,
    ),
  };
}

function render(categoriesCount: DataUsage['categoriesCount']) {
  const pool: Handler = ({ method, path }) => {
    const match = /\/mobileServices\/(\d+)\/usage\/data$/.exec(path);
    if (method !== 'GET' || match === null || categoriesCount === 'line') return undefined;
    return { data: pooled(match[1] ?? '') };
  };
  const handlers = [
    pool,
    ...accountHandlers({
      '30000001': { account: anAccount('30000001'), mobileServices: [aLine('0211234567')] },
    }),
    usageHandler(),
  ];
  return renderApp('/mobile/usage', {}, { handlers });
}

const categories = async () => {
  const heading = await screen.findByRole('heading', { name: 'Data this period' });
  const section = heading.closest('section');
  if (section === null) throw new Error('no categories section');
  return section;
};

describe('Mobile usage: each "used" total says what it counts', () => {
  freezeDateAt('2026-11-21T01:00:00Z');
  beforeEach(() => {
    accountSelectionStore.reset();
  });
  afterEach(() => {
    accountSelectionStore.reset();
  });

  it('names the chart’s total for this number and the pool’s for everyone sharing', async () => {
    await render('sharedPool');
    const lineTotal = formatDataVolume(1.5 * GB);
    expect(await screen.findByText(`${lineTotal} used on this number`)).toBeVisible();
    const section = await categories();
    expect(section).toHaveTextContent(/everyone sharing this number’s data pool/);
    const used = within(section).getByText(/^Total Used/);
    expect(used).toHaveTextContent('Total Used by everyone sharing');
    expect(used.nextSibling?.textContent).toBe(formatDataVolume(4 * GB));
  });

  it('says the categories count this number alone when it shares no pool', async () => {
    await render('line');
    expect(
      await screen.findByText(`${formatDataVolume(1.5 * GB)} used on this number`),
    ).toBeVisible();
    const section = await categories();
    expect(within(section).getByText(/^Total Used/)).toHaveTextContent('Total Used on this number');
  });
});
