import { parseArgs } from 'node:util';
import { drillReport, pitrDrill } from './pitr-drill';
import {
  CLUSTER_DIR,
  FRONT_URL,
  clusterStatus,
  rollingRestart,
  startCluster,
  stopCluster,
} from './topology';

/**
 * `npm run cluster` starts the highly available topology on loopback (or finds it running);
 * `npm run cluster -- --fresh` wipes .cluster/ first; `-- stop`, `-- status`, and
 * `-- rolling-restart` (the rolling deploy of docs/operations.md), and `-- pitr-drill` (a
 * point-in-time restore of the running cluster's backup into a scratch copy, checked).
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { fresh: { type: 'boolean', default: false } },
});
const command = positionals[0] ?? 'start';

async function main(): Promise<void> {
  switch (command) {
    case 'start':
      await startCluster({ fresh: values.fresh });
      console.log(
        `The portal: ${FRONT_URL}  (state in ${CLUSTER_DIR}; stop with npm run cluster -- stop)`,
      );
      return;
    case 'stop':
      await stopCluster();
      return;
    case 'status':
      console.log(JSON.stringify(await clusterStatus(), null, 2));
      return;
    case 'rolling-restart':
      await rollingRestart();
      return;
    case 'pitr-drill': {
      const result = await pitrDrill();
      console.log(drillReport(result));
      if (!result.ok) process.exitCode = 1;
      return;
    }
    default:
      throw new Error(
        `unknown command ${command}: start, stop, status, rolling-restart or pitr-drill`,
      );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
