import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Account } from '@portal/contracts';
import { accountHandlers, anAccount } from '../../shared/accounts/testing/account-server';
import { customerUser, sessionView } from '../../test/portal-server';
import { renderApp } from '../../test/render-app';

const household = anAccount('30000001', { accountName: 'Ngata Household' });

async function renderDetails(account: Account) {
  const owner = account.roles.includes('AccountOwner');
  const rendered = await renderApp(
    '/account/my-details',
    {},
    {
      user: {
        ...customerUser(['30000001']),
        claims: [{ claimType: 'Account', claimValue: '30000001', roles: account.roles }],
      },
      session: sessionView({ accountCode: '30000001' }),
      handlers: accountHandlers({ '30000001': { account } }),
    },
  );
  // The account's own sections show once it has loaded.
  await screen.findByRole('region', { name: owner ? 'Authorised users' : 'Account details' });
  const nav = screen.getByRole('navigation', { name: 'On this page' });
  return { ...rendered, links: within(nav).getAllByRole('link') };
}

/** The heading a link of the index points to, if it is on the page. */
function targetOf(link: HTMLElement): HTMLElement | null {
  const href = link.getAttribute('href') ?? '';
  expect(href).toMatch(/^#[a-z-]+$/);
  return document.getElementById(href.slice(1));
}

describe('My details’ index', () => {
  it('links every section of the owner’s page to its heading, in the page’s order', async () => {
    const { links } = await renderDetails(household);
    expect(links.map((link) => link.textContent)).toEqual([
      'Contact details',
      'Billing details',
      'Notifications',
      'What it costs to leave',
      'Alternate contact',
      'Authorised users',
      'Linked numbers',
      'Service addresses',
      'Change your password',
      'Passkeys',
      'Your data',
      'Staff who opened your account',
      'Recent sign-ins',
      'Where you’re signed in',
    ]);
    const targets = links.map(targetOf);
    targets.forEach((target, index) => {
      expect(target, links[index]?.textContent ?? '').not.toBeNull();
      expect(target?.tagName).toBe('H2');
      expect(target?.textContent).toBe(links[index]?.textContent);
    });
    // Each section follows the one before it on the page.
    targets.slice(1).forEach((target, index) => {
      const before = targets[index];
      if (target === null || before === null || before === undefined) return;
      expect(
        before.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    });
  });

  it('moves focus to the section’s heading, for the keyboard and a screen reader', async () => {
    const { user, links } = await renderDetails(household);
    const yourData = links.find((link) => link.textContent === 'Your data');
    if (yourData === undefined) throw new Error('no link to Your data');
    await user.click(yourData);
    expect(screen.getByRole('heading', { name: 'Your data' })).toHaveFocus();
  });

  it('lists for an authorised user only the sections they see', async () => {
    const { links } = await renderDetails({ ...household, roles: ['AccountRead'] });
    const labels = links.map((link) => link.textContent);
    expect(labels.slice(0, 2)).toEqual(['Account details', 'Notifications']);
    expect(labels).not.toContain('Contact details');
    expect(labels).not.toContain('Authorised users');
    links.forEach((link) => {
      expect(targetOf(link), link.textContent).not.toBeNull();
    });
  });
});
