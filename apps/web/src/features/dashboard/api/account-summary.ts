import type { Account, AccountSummary, BillingAddress } from '@portal/contracts';

/**
 * The present parts of a billing address, joined by commas (spec section 3). A region
 * that repeats the town (Auckland, Auckland) is said once.
 */
export function formatBillingAddress(address: BillingAddress): string {
  const parts = [
    address.address1,
    address.address2,
    address.address3,
    address.locationName,
    address.state,
    address.postCode,
    address.country,
  ]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '');
  return parts
    .filter(
      (part, index) =>
        parts.findIndex((other) => other.toLowerCase() === part.toLowerCase()) === index,
    )
    .join(', ');
}

/** Spec section 3's account summary, built from GET /accounts/{code}. */
export function toAccountSummary(account: Account): AccountSummary {
  return {
    accountCode: account.accountCode,
    accountName: account.accountName,
    contactName: account.accountOwner.name,
    contactEmail: account.billingEmail,
    contactPhone: account.billingPhoneNumber,
    mobilePhone: account.billingMobileNumber,
    address: formatBillingAddress(account.billingAddress),
    billingAddress: account.billingAddress,
    businessGroup: account.businessGroup,
    billCycle: account.billCycle,
    externalReferences: account.externalReferences,
    dateCancelled: account.dateCancelled,
    roles: account.roles,
  };
}
