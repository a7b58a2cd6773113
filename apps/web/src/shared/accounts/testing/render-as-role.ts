import type { Account, MobileService, Role, User } from '@portal/contracts';
import { customerUser, sessionView } from '../../../test/portal-server';
import { renderApp } from '../../../test/render-app';
import { accountSelectionStore } from '../../session';
import { accountHandlers, anAccount, fibreAndPower } from './account-server';

/**
 * The app at `path` for a person holding `role` on Aroha's account 30000001 (fibre and
 * power), selected: what the navigation tests need to compare an owner with a view-only user.
 */
export function renderAsRole(
  path: string,
  role: Role,
  {
    account = {},
    mobileServices,
  }: { account?: Partial<Account>; mobileServices?: MobileService[] } = {},
) {
  accountSelectionStore.selectAccount('30000001');
  const owner = customerUser(['30000001']);
  const user: User = {
    ...owner,
    claims: owner.claims.map((claim) => ({ ...claim, roles: [role] })),
  };
  return renderApp(
    path,
    {},
    {
      user,
      session: sessionView({ accountCode: '30000001' }),
      handlers: accountHandlers({
        '30000001': {
          account: anAccount('30000001', { roles: [role], ...account }),
          products: fibreAndPower,
          mobileServices,
        },
      }),
    },
  );
}
