import { useQuery } from '@tanstack/react-query';
import { isMobileKindService } from '@portal/domain';
import { accountQueryOptions, mobileServicesQueryOptions } from '../accounts/account-queries';
import { useAccountFacts } from '../accounts/use-account-facts';
import { useCanChangeAccount } from '../accounts/use-can-change-account';
import { useSelectedAccountCode } from '../session';
import type { NavAudience } from './nav-sub-items';

/**
 * Who is looking at which account, for the navigation's sub-items. Every answer comes from
 * queries the guards and pages already make (the account, its facts, its mobile lines), so
 * the navigation adds no call of its own on most pages.
 */
export function useNavAudience(): NavAudience {
  const accountCode = useSelectedAccountCode();
  const facts = useAccountFacts();
  const canChange = useCanChangeAccount(accountCode);
  const account = useQuery({
    ...accountQueryOptions(accountCode ?? ''),
    enabled: accountCode !== null,
  });
  const services = useQuery({
    ...mobileServicesQueryOptions(accountCode ?? ''),
    enabled: accountCode !== null && facts?.features.mobile === true,
  });
  const mobileLines = services.data?.filter((line) => isMobileKindService(line.service));
  return {
    facts,
    canChange,
    accountOpen: account.data !== undefined && account.data.dateCancelled === null,
    lines:
      mobileLines === undefined
        ? null
        : {
            postpay: mobileLines.some((line) => !line.isPrepay),
            prepay: mobileLines.some((line) => line.isPrepay),
          },
  };
}
