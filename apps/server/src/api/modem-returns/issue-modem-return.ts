import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accounts,
  coreProducts,
  internetServices,
  modemReturns,
  serviceAddresses,
} from '../../db/schema';
import type { Notifier } from '../../notifications';
import { AppError } from '../../platform/app-error';
import { hashLinkToken, newLinkToken } from '../../platform/link-token';
import { returnLinkPath } from './return-token';

/** How long a return link stays usable. */
export const RETURN_LINK_DAYS = 30;

export function returnMessageBody(link: string): string {
  return `Kia ora, your return bag for your modem is on its way. Please check the address we will send it to, and correct it if needed: ${link} This link works once and expires in ${String(RETURN_LINK_DAYS)} days.`;
}

/**
 * Starts a return for one of the account's internet services: the bag goes to the service
 * address, and the link goes to the billing email. The raw token leaves only in the message.
 */
export async function issueModemReturn(
  db: Db,
  notifier: Notifier,
  options: {
    accountCode: string;
    publicUrl: string;
    /** Where the message goes instead of the billing email (development only). */
    recipient?: string | undefined;
    now?: Date;
  },
): Promise<void> {
  const now = options.now ?? new Date();
  const [target] = await db
    .select({
      serviceId: internetServices.id,
      billingEmail: accounts.billingEmail,
      address: serviceAddresses,
    })
    .from(internetServices)
    .innerJoin(accounts, eq(accounts.accountCode, internetServices.accountCode))
    // The bag goes where the connection is: its core product's location.
    .innerJoin(coreProducts, eq(coreProducts.id, internetServices.coreProductId))
    .innerJoin(
      serviceAddresses,
      and(
        eq(serviceAddresses.locationId, coreProducts.locationId),
        eq(serviceAddresses.accountCode, internetServices.accountCode),
      ),
    )
    .where(eq(internetServices.accountCode, options.accountCode))
    .orderBy(asc(internetServices.id))
    .limit(1);
  if (target === undefined || target.billingEmail === null) {
    throw AppError.notFound('This account has no internet service to return a modem for.');
  }
  const token = newLinkToken();
  await db.insert(modemReturns).values({
    tokenHash: hashLinkToken(token),
    accountCode: options.accountCode,
    internetServiceId: target.serviceId,
    address1: target.address.address1,
    address2: target.address.address2,
    address3: target.address.suburb,
    locationName: target.address.city,
    postCode: target.address.postCode,
    expiresAt: new Date(now.getTime() + RETURN_LINK_DAYS * 24 * 3600 * 1000),
  });
  await notifier.send({
    channel: 'email',
    recipient: options.recipient ?? target.billingEmail,
    subject: 'Your modem return bag',
    body: returnMessageBody(`${options.publicUrl}${returnLinkPath(token)}`),
  });
}
