import type { QueryClient } from '@tanstack/react-query';
import { deriveFeatures, isListedAccount, summariseProducts } from '@portal/domain';
import type { Brand, ProductSummary } from '@portal/domain';
import type { Account, User } from '@portal/contracts';
import type { AccountFacts } from '../routing/guards/guard-types';
import { accountClaims } from '../session/claims';
import { accountProductsQueryOptions, accountQueryOptions } from './account-queries';
import { loadHasMobileServices } from './has-mobile-services';

export interface AccountFactsRequest {
  /** Claims include a staff member's selected account (withSelectedAccountClaim). */
  user: Pick<User, 'claims'>;
  selectedAccountCode: string | null;
  /** The deployment's brand, from the app config. */
  brand: Brand;
  /** The configured business group, from the app config (decision 022). */
  businessGroup: string | null;
}

/** Spec section 4: a failed load leaves its data empty and shows no message. */
async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch {
    return null;
  }
}

/**
 * Spec section 4: products are fetched only for an account with a business group. `loaded`
 * is false when the call failed, so nothing is concluded from the empty summary.
 */
async function loadProductSummary(
  queryClient: QueryClient,
  account: Account,
): Promise<{ summary: ProductSummary; loaded: boolean }> {
  const products =
    account.businessGroup === null
      ? null
      : await orNull(queryClient.query(accountProductsQueryOptions(account.accountCode)));
  return {
    summary: summariseProducts(products?.coreProducts ?? [], products?.additionalProducts ?? []),
    loaded: account.businessGroup === null || products !== null,
  };
}

/**
 * What guards 4 and 6 decide on. Null when no account is selected or the selected one
 * cannot be read: the guards then let the navigation through, since blocking a page on
 * data that did not arrive would strand the person. Every call goes through the query
 * cache, so most navigations ask the server nothing.
 */
export async function loadAccountFacts(
  queryClient: QueryClient,
  { user, selectedAccountCode, brand, businessGroup }: AccountFactsRequest,
): Promise<AccountFacts | null> {
  if (selectedAccountCode === null) return null;
  const codes = new Set([
    ...accountClaims(user).map((claim) => claim.claimValue),
    selectedAccountCode,
  ]);
  const loaded = await Promise.all(
    [...codes].map((code) => orNull(queryClient.query(accountQueryOptions(code)))),
  );
  const selectedAccount = loaded.find((account) => account?.accountCode === selectedAccountCode);
  if (selectedAccount == null) return null;
  // Spec section 6: business-group membership (from app configuration) decides which services
  // apply, so only the listed accounts make an identity prepay-only or give it mobile services.
  const accounts = loaded.filter(
    (account): account is Account => account !== null && isListedAccount(account, businessGroup),
  );
  const [products, mobile] = await Promise.all([
    loadProductSummary(queryClient, selectedAccount),
    loadHasMobileServices(queryClient, accounts, selectedAccount),
  ]);
  return {
    accounts,
    selectedAccount,
    features: deriveFeatures({ brand, account: selectedAccount, products: products.summary }),
    hasPowerProduct: products.summary.hasPower,
    productsLoaded: products.loaded,
    hasMobileServices: mobile,
  };
}
