import { execFileSync } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The server as `npm start` runs it, for the tools that start it as production would (the
 * bench, the soak, the cluster): apps/server/dist/server.mjs, built first when its sources
 * are newer (scripts/server-build.mjs, decision 033). Plain `node` runs it, with no compiler.
 */
export function ensureServerBuild(): string {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'server-build.mjs')], {
    stdio: 'inherit',
  });
  return path.join(REPO_ROOT, 'apps', 'server', 'dist', 'server.mjs');
}
