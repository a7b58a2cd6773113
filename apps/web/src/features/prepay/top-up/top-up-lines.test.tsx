import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsOf } from '../../../test/portal-server';
import { renderTopUp } from './testing/render-top-up';
import { aLine } from '../shared/testing/prepay-line';
import { LINE } from './testing/top-up-fixtures';

describe('/mobile/prepay-top-up: which line, and who', () => {
  it('asks for a prepay number when the selected one is paid by bill, and switches to it', async () => {
    const { user, fetchMock } = await renderTopUp({
      lines: [aLine('0211234567', false), aLine(LINE)],
    });
    expect(await screen.findByText('Choose a prepay number')).toBeVisible();
    expect(screen.getByText(/021 123 4567 is paid by bill/)).toBeVisible();
    expect(callsOf(fetchMock).some((call) => call.includes('/configuration/'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Top up 020 123 4570' }));
    expect(await screen.findByRole('region', { name: 'Prepay balance' })).toHaveTextContent(
      '$25.50',
    );
  });

  it('shows an account without prepay numbers where to add one', async () => {
    await renderTopUp({ lines: [aLine('0211234567', false)] });
    expect(await screen.findByText('No prepay numbers here')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add a prepay number' })).toHaveAttribute(
      'href',
      '/account/add-mobile-number',
    );
  });

  it('lets a person who may only look see the balance and settings, without changing them', async () => {
    await renderTopUp({ roles: ['AccountRead'] });
    expect(await screen.findByText('You have view-only access to this account')).toBeVisible();
    expect(screen.getByText(/only the account holder can top up this number/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Prepay balance' })).toHaveTextContent('$25.50');
    expect(screen.getByRole('region', { name: 'Your Auto Top Ups' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Top up' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });
});
