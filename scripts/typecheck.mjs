// Type-checks every workspace with its own tsconfig; fails if any does.
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/domain',
  'packages/contracts',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
  '.',
];
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`typecheck failed in ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
