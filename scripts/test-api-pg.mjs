// Runs the server's API and database tests again on a real PostgreSQL server. Each test file
// creates its own database there and drops it afterwards.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const args = ['vitest', 'run', '--project', 'server'];
if (process.env.CI_RESULTS_DIR) {
  args.push(
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${process.env.CI_RESULTS_DIR}/vitest-postgres.json`,
  );
}
const result = spawnSync('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
