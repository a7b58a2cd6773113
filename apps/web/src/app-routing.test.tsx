import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anInvoice, billingHandler } from './features/billing/testing/billing-server';
import { mainNavLabels } from './test/nav-pages';
import { renderApp } from './test/render-app';

const heading = () => screen.getByRole('heading', { level: 1 });

describe('app routing', () => {
  it('renders the 404 page for an unknown path, and Back to dashboard goes to /', async () => {
    const { router, user } = await renderApp('/nope');
    expect(await screen.findByText('Page Not Found: /nope')).toBeInTheDocument();
    expect(heading()).toHaveTextContent("Well that's embarrassing...");
    expect(
      screen.getByText("Sorry, we couldn't find what you were looking for."),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to dashboard' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Dashboard' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the dashboard in the signed-in layout with landmarks and navigation', async () => {
    await renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of mainNavLabels) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    // Management is for staff only.
    expect(within(nav).queryByRole('link', { name: 'Management' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('has no Power item under the partner brand', async () => {
    await renderApp('/', { brand: 'flexi' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Power' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Flexi' })).toBeInTheDocument();
  });

  it('gives a sub-page a link back to its parent and keeps the section highlighted', async () => {
    const { user } = await renderApp('/power/meter-reading');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meter Reading' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Power' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(screen.getByRole('link', { name: 'Back to Power' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Power' })).toBeInTheDocument();
  });

  it('renders anonymous pages without the navigation', async () => {
    await renderApp('/login-problem');
    expect(
      await screen.findByText("It seems there's been a hiccup with your login."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('accepts a well-formed invoice id', async () => {
    await renderApp(
      '/account/invoice/30000001-20260101',
      {},
      {
        handlers: [
          billingHandler({
            details: { '30000001/30000001-20260101': anInvoice('30000001-20260101') },
          }),
        ],
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Invoice' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Bill History' })).toBeInTheDocument();
  });

  it('gives a 404 for a malformed invoice id', async () => {
    await renderApp('/account/invoice/12_34');
    expect(await screen.findByText('Page Not Found: /account/invoice/12_34')).toBeInTheDocument();
    expect(heading()).toHaveTextContent("Well that's embarrassing...");
    expect(document.title).toBe('Page Not Found | Harbour');
  });

  it('names the page in the document title', async () => {
    await renderApp('/account/bill-history');
    await screen.findByRole('heading', { level: 1, name: 'My Bill History' });
    expect(document.title).toBe('My Bill History | Harbour');
  });
});
