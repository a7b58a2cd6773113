import { isDatabaseEmpty, type DatabaseHandle, type Db } from '../client';
import { seedBilling } from './billing';
import { seedMobileCatalog } from './catalog-mobile';
import { seedServiceCatalog } from './catalog-services';
import type { SeedContext } from './context';
import { nzDateOf } from './dates';
import { seedAccounts } from './demo-accounts';
import { seedMobile } from './mobile';
import { seedModemReturns } from './modem-returns';
import { seedOrders } from './orders';
import { seedPeople } from './people';
import { seedPoolUsage } from './pool-usage';
import { seedPower } from './power';
import { seedPrepay } from './prepay';
import { createRandom } from './random';
import { seedServices } from './services';
import { seedUsage } from './usage';

export interface SeedOptions {
  /** The day the history leads up to; the same `today` gives the same rows. */
  today: Date;
  seed?: number;
}

/** The generator's seed; change it only together with anything that relies on exact values. */
export const DEMO_SEED = 20_260_101;

/**
 * Writes the demo data set of docs/demo-data.md and its history, in one transaction so a
 * failed seed leaves an empty database rather than half an account.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const context: SeedContext = {
      db: tx,
      today: options.today,
      todayDate: nzDateOf(options.today),
      random: createRandom(options.seed ?? DEMO_SEED),
    };
    await seedServiceCatalog(context);
    await seedMobileCatalog(context);
    await seedAccounts(context);
    await seedPeople(context);
    await seedServices(context);
    await seedModemReturns(context);
    await seedOrders(context);
    const powerUsage = await seedPower(context);
    await seedMobile(context);
    await seedUsage(context);
    await seedPoolUsage(context);
    await seedPrepay(context);
    await seedBilling(context, powerUsage);
  });
}

/** Seeds a fresh database; returns false (and writes nothing) when accounts already exist. */
export async function seedDemoDataIfEmpty(
  handle: DatabaseHandle,
  options: SeedOptions,
): Promise<boolean> {
  if (!(await isDatabaseEmpty(handle.db))) return false;
  await seedDemoData(handle.db, options);
  return true;
}

export { DEMO_PASSWORD } from './demo-people';
