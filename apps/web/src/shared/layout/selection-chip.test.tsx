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

const chip = (name: RegExp) => screen.findByRole('button', { name });

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
      expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });
  });
});
