import type { Account } from '@portal/contracts';
import {
  accountHandlers,
  anAccount,
  fibreAndPower,
} from '../../../shared/accounts/testing/account-server';
import type { Handler } from '../../../test/portal-server';
import { customerUser } from '../../../test/portal-server';
import { renderApp } from '../../../test/render-app';
import type { PaymentsData } from './payments-server';
import { paymentsHandlers } from './payments-server';

/**
 * A payments page (`path`) for the owner of `account`, its payments answered from `data`;
 * `extra` handlers answer first (a gateway, a failing call).
 */
export function renderPaymentsPage(
  path: string,
  data: PaymentsData = {},
  account: Account = anAccount('30000001'),
  extra: Handler[] = [],
) {
  return renderApp(
    path,
    {},
    {
      user: customerUser([account.accountCode]),
      handlers: [
        ...extra,
        ...accountHandlers({ [account.accountCode]: { account, products: fibreAndPower } }),
        ...paymentsHandlers({ accountCode: account.accountCode, ...data }),
      ],
    },
  );
}
