// Runs the server's API and database tests again on a real PostgreSQL server. The run makes
// its template databases there once, and each test file copies one and drops it afterwards.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// In CI its reports are vitest-postgres.json and times/vitest-postgres.json (vitest.config.ts).
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'server', '--project', 'server-isolated'],
  {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  },
);
process.exit(result.status ?? 1);
