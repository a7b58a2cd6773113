import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@portal/contracts';
import { aMobileService } from '../accounts/testing/account-server';
import { renderAsRole } from '../accounts/testing/render-as-role';
import { ownersBillPages, ownersMobilePages } from '../../test/nav-pages';

const renderAt = (path: string, role: Role) =>
  renderAsRole(path, role, { mobileServices: [aMobileService()] });

const nav = () => screen.getByRole('navigation', { name: 'Main' });

/** The links a section's button shows, by name and address. */
function sectionLinks(button: HTMLElement) {
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (list === null) throw new Error('the button controls no list');
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('the main navigation’s sections', () => {
  it('shows the pages under Mobile and My Bill History when asked, folded at first', async () => {
    const { user } = await renderAt('/', 'AccountOwner');
    const mobile = await within(nav()).findByRole('button', { name: 'Mobile pages' });
    expect(mobile).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: 'Usage' })).not.toBeInTheDocument();
    // The item itself still leads to its page.
    expect(within(nav()).getByRole('link', { name: 'Mobile' })).toHaveAttribute('href', '/mobile');

    await user.click(mobile);
    expect(mobile).toHaveAttribute('aria-expanded', 'true');
    expect(sectionLinks(mobile)).toEqual(ownersMobilePages);

    // By keyboard: the button takes Enter, and the first page is the next stop.
    const bills = within(nav()).getByRole('button', { name: 'Bills and payments pages' });
    bills.focus();
    await user.keyboard('{Enter}');
    expect(bills).toHaveAttribute('aria-expanded', 'true');
    expect(sectionLinks(bills)).toEqual(ownersBillPages);
    await user.tab();
    expect(within(nav()).getByRole('link', { name: 'Make a payment' })).toHaveFocus();

    await user.click(within(nav()).getByRole('link', { name: 'Billing details' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing Details' })).toBeVisible();
    // The section stays open on the next page, with that page marked.
    expect(within(nav()).getByRole('link', { name: 'Billing details' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(bills);
    expect(bills).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: 'Billing details' })).not.toBeInTheDocument();
  });

  it('leaves out the pages a view-only user cannot use', async () => {
    const { user } = await renderAt('/', 'AccountRead');
    const mobile = await within(nav()).findByRole('button', { name: 'Mobile pages' });
    await user.click(mobile);
    expect(sectionLinks(mobile).map(([label]) => label)).toEqual(['Usage', 'Shared usage']);
    const bills = within(nav()).getByRole('button', { name: 'Bills and payments pages' });
    await user.click(bills);
    expect(sectionLinks(bills).map(([label]) => label)).toEqual([
      'Transaction history',
      'Billing details',
    ]);
  });
});
