// Builds the SPA only when its build is missing or older than its sources, so `npm start`,
// the browser tests and the size budget share one build until something it is made of
// changes. `node scripts/web-build.mjs` does that from the command line; `npm run build`
// always builds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
/** Written last, after the client build, the server-side build and the prerender all passed. */
const stamp = path.join(root, 'apps/web/dist/.complete');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/vite',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.js',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/contracts/src',
  'package-lock.json',
];

export function newestChange(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) {
    newest = Math.max(newest, newestChange(path.join(entry, child)));
  }
  return newest;
}

export function webBuildIsStale() {
  if (!fs.existsSync(stamp)) return true;
  const builtAt = fs.statSync(stamp).mtimeMs;
  return webSources.some((entry) => newestChange(entry) > builtAt);
}

/** Builds when stale; returns false when the build failed (its output says why). */
export function buildWebIfStale() {
  if (!webBuildIsStale()) {
    console.log('The web build is current: its sources have not changed since it was made.');
    return true;
  }
  console.log('Building the web app (no build yet, or its sources changed)...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@portal/web', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) return false;
  fs.writeFileSync(stamp, `${new Date().toISOString()}\n`);
  return true;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(buildWebIfStale() ? 0 : 1);
}
