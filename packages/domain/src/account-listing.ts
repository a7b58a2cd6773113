import { sortAccountsForListing } from './account-status';

/**
 * Spec section 6: "Listed accounts are those in the configured business group or a business
 * group". With a business group configured (BUSINESS_GROUP), only its accounts are listed;
 * without one, every account that has a business group. An account with none is served by
 * no portal brand (its offers and products are not even fetched, spec section 4).
 * Decision 022 records this reading.
 */
export function isListedAccount(
  account: { readonly businessGroup?: string | null },
  configuredBusinessGroup: string | null,
): boolean {
  const group = account.businessGroup?.trim() ?? '';
  if (group === '') return false;
  return (
    configuredBusinessGroup === null ||
    group.toLowerCase() === configuredBusinessGroup.toLowerCase()
  );
}

/** The listed accounts in listing order: active before cancelled, then by account code. */
export function listAccounts<
  T extends {
    readonly accountCode: string;
    readonly businessGroup?: string | null;
    readonly dateCancelled?: string | null;
  },
>(accounts: readonly T[], configuredBusinessGroup: string | null): T[] {
  return sortAccountsForListing(
    accounts.filter((account) => isListedAccount(account, configuredBusinessGroup)),
  );
}
