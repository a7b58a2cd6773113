import type { QueryClient } from '@tanstack/react-query';
import { hasMobileServices, isMobileKindService } from '@portal/domain';
import type { Account } from '@portal/contracts';
import { mobileServicesQueryOptions } from './account-queries';

async function mobileServiceKinds(queryClient: QueryClient, code: string): Promise<string[]> {
  const services = await queryClient.query(mobileServicesQueryOptions(code));
  return services.map((service) => service.service);
}

/**
 * Spec section 4, has-mobile-services, asking the server only as far as needed: a prepay
 * account answers without a call, then the selected account's connections, then the
 * other accounts'. A failed call makes the answer false, as the spec says. Only mobile
 * kinds count for the selected account too, so a wireless-broadband line listed among
 * mobile services does not send its owner to the mobile pages.
 */
export async function loadHasMobileServices(
  queryClient: QueryClient,
  accounts: readonly Account[],
  selected: Account,
): Promise<boolean> {
  if (hasMobileServices({ accounts, selectedAccountHasMobileServices: false })) return true;
  try {
    const selectedKinds = await mobileServiceKinds(queryClient, selected.accountCode);
    if (selectedKinds.some(isMobileKindService)) return true;
    const others = accounts.filter((account) => account.accountCode !== selected.accountCode);
    const withServices = await Promise.all(
      others.map(async (account) => ({
        businessGroup: account.businessGroup,
        services: await mobileServiceKinds(queryClient, account.accountCode),
      })),
    );
    return hasMobileServices({ accounts: withServices, selectedAccountHasMobileServices: false });
  } catch {
    return false;
  }
}
