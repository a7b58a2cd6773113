import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aMobileService,
  accountHandlers,
  anAccount,
} from '../../shared/accounts/testing/account-server';
import { customerUser, sessionView } from '../../test/portal-server';
import { renderApp } from '../../test/render-app';

/** Ben: one prepay account with a prepay number (demo-data.md). */
function renderAsPrepayOnly(path: string) {
  return renderApp(
    path,
    {},
    {
      user: customerUser(['30000101']),
      session: sessionView({ accountCode: '30000101' }),
      handlers: accountHandlers({
        '30000101': {
          account: anAccount('30000101', { businessGroup: 'Prepay' }),
          products: { coreProducts: [], additionalProducts: [] },
          mobileServices: [
            {
              ...aMobileService('mobile2_linerental'),
              serviceEntity: '0201234570',
              isPrepay: true,
            },
          ],
        },
      }),
    },
  );
}

describe('the dashboard of a prepay-only identity with mobile services', () => {
  it.each(['/', '/dashboard'])('sends %s to the mobile area, its home', async (path) => {
    const { router } = await renderAsPrepayOnly(path);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/mobile');
    });
  });
});
