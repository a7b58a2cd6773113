import { createHash } from 'node:crypto';
import { modemReturns, outbox } from '../schema';
import type { SeedContext } from './context';
import { addDays, nzInstant } from './dates';
import { demoAccount } from './demo-accounts';
import { DEMO_SERVICES } from './services';

/**
 * The demo's modem-return link token (README: "Modem return"). Only its SHA-256 is stored,
 * as for every link; the raw token is in the seeded message alone. It works once per database.
 */
export const DEMO_MODEM_RETURN_TOKEN = 'demo-modem-return-aroha-2026';

/**
 * Aroha's return bag request for her fibre modem, with the message that carried its link in
 * the outbox (/dev/outbox). The link is a path: the seed does not know the portal's address.
 */
export async function seedModemReturns({ db, todayDate }: SeedContext): Promise<void> {
  const household = demoAccount('30000001');
  const [address1, suburb, city, postCode] = household.address;
  const sentAt = nzInstant(addDays(todayDate, -1), 9);
  await db.insert(modemReturns).values({
    tokenHash: createHash('sha256').update(DEMO_MODEM_RETURN_TOKEN, 'utf8').digest('hex'),
    accountCode: household.code,
    internetServiceId: DEMO_SERVICES.ngataInternet,
    address1,
    address3: suburb,
    locationName: city,
    postCode,
    expiresAt: nzInstant(addDays(todayDate, 60), 9),
    createdAt: sentAt,
  });
  await db.insert(outbox).values({
    channel: 'email',
    recipient: household.email,
    subject: 'Your modem return bag',
    body: `Kia ora, your return bag for your modem is on its way. Please check the address we will send it to, and correct it if needed: /confirm-delivery-address?token=${DEMO_MODEM_RETURN_TOKEN} This link works once.`,
    // Sent yesterday, as far as the demo is concerned: delivery leaves it alone.
    state: 'sent',
    attempts: 1,
    nextAttemptAt: sentAt,
    createdAt: sentAt,
    sentAt,
  });
}
