import type { Account, AccountSummary } from '@portal/contracts';
import { formatBillingAddress } from '../../../shared/accounts';

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
