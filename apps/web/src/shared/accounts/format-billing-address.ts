import type { BillingAddress } from '@portal/contracts';

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
