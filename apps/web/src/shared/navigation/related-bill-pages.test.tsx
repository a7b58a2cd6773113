import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Account, Role } from '@portal/contracts';
import { renderAsRole } from '../accounts/testing/render-as-role';

const renderAs = (path: string, role: Role, account: Partial<Account> = {}) =>
  renderAsRole(path, role, { account });

async function relatedLinks() {
  const related = await screen.findByRole('navigation', { name: 'Bills and payments:' });
  return within(related)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('links between the bills and payments pages', () => {
  it('lead the owner from bill history to transactions, billing details, paying and how', async () => {
    await renderAs('/account/bill-history', 'AccountOwner');
    expect(await relatedLinks()).toEqual([
      ['Transaction history', '/account/transaction-history'],
      ['Billing details', '/account/bill-details'],
      ['Make a payment', '/account/payment'],
      ['Payment method', '/account/payment-method'],
      ['Smooth pay', '/account/smooth-pay'],
    ]);
  });

  it('lead a view-only user only to pages that show', async () => {
    await renderAs('/account/bill-history', 'AccountRead');
    expect((await relatedLinks()).map(([label]) => label)).toEqual([
      'Transaction history',
      'Billing details',
    ]);
  });

  it('lead from paying to the transactions it shows in, the bill cycle and how bills are paid', async () => {
    await renderAs('/account/payment', 'AccountOwner');
    expect((await relatedLinks()).map(([label]) => label)).toEqual([
      'Transaction history',
      'Billing details',
      'Payment method',
      'Smooth pay',
    ]);
  });

  it('leave out payments for a statements-only account', async () => {
    await renderAs('/account/bill-history', 'AccountOwner', {
      externalReferences: [{ type: 'FarmSourceAccountNumber', value: 'FS-1' }],
    });
    expect((await relatedLinks()).map(([label]) => label)).toEqual([
      'Transaction history',
      'Billing details',
    ]);
  });
});
