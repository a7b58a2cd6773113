import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openMigratedDatabase } from '../client';
import { seedDemoDataIfEmpty } from '../seed';
import { seedScale } from '../seed/scale';

const USAGE = 'Usage: npm run seed:scale -- --accounts N [--months M]';

/** `npm run seed:scale -- --accounts 100000 --months 12`: load-test data on top of the demo. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { accounts: { type: 'string' }, months: { type: 'string', default: '12' } },
  });
  const accounts = Number(values.accounts);
  const months = Number(values.months);
  if (
    !Number.isInteger(accounts) ||
    accounts < 1 ||
    !Number.isInteger(months) ||
    months < 1 ||
    months > 36
  ) {
    throw new Error(USAGE);
  }
  const config = loadConfig(process.env);
  const handle = await openMigratedDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  try {
    const today = new Date();
    // The generated lines use the demo's plan catalog.
    await seedDemoDataIfEmpty(handle, { today });
    const started = performance.now();
    const result = await seedScale(handle.db, {
      accounts,
      months,
      today,
      onProgress: (done, total) => {
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(`  ${done}/${total} accounts (${seconds} s)`);
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Added accounts ${result.firstAccountCode}–${result.lastAccountCode} with ${result.events} usage events in ${seconds} s.`,
    );
    if (result.busiestLine !== null) console.log(`Busiest line: ${result.busiestLine}`);
    console.log('Log-ins: loadtest+<account code>@example.nz, password as the demo accounts.');
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
