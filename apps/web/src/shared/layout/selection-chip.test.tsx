import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMobileService, accountHandlers, anAccount } from '../accounts/testing/account-server';
import { customerUser, sessionView } from '../../test/portal-server';
import { renderApp } from '../../test/render-app';

const accounts = {
  '30000001': {
    account: anAccount('30000001', { accountName: 'Ngata Household' }),
    mobileServices: [
      { ...aMobileService(), serviceEntity: '0211234567', serviceEntityDescription: 'Aroha' },
      { ...aMobileService(), serviceEntity: '0221234568', serviceEntityDescription: 'Mere' },
    ],
  },
  '30000002': { account: anAccount('30000002', { accountName: 'Ngata Bach' }) },
};

// The chip sits in a box Mantine hides from md widths up. jsdom (31 and later) applies media
// queries, against a fixed 1024-pixel-wide window, so here it is hidden by CSS as on a
// desktop: found with hidden included. It shows at a phone's width in the browser tests.
const chip = (name: RegExp) => screen.findByRole('button', { name, hidden: true });

describe('the account and number chip under a phone’s header', () => {
  it('names the account everywhere and the number on mobile pages, and opens the menu', async () => {
    const { user, router } = await renderApp(
      '/',
      {},
      {
        user: customerUser(['30000001', '30000002']),
        session: sessionView({ accountCode: '30000001' }),
        handlers: accountHandlers(accounts),
      },
    );
    const onDashboard = await chip(/^Viewing Ngata Household 30000001\. Change in the menu$/);
    expect(onDashboard).toHaveAttribute('aria-controls', 'main-navigation');

    await router.navigate({ to: '/mobile' });
    const onMobile = await chip(/^Viewing Ngata Household 30000001 · 021 123 4567\./);
    await user.click(onMobile);
    await waitFor(() => {
      // The menu's burger is hidden from sm widths up, so hidden by CSS here too, and a
      // hidden element has no accessible name of its own: found by its label instead.
      const burger = screen
        .getAllByRole('button', { hidden: true })
        .find((button) => button.getAttribute('aria-label') === 'Close navigation');
      expect(burger).toHaveAttribute('aria-expanded', 'true');
    });
  });
});
