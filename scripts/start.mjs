// `npm start`: builds the SPA when its build is missing or older than its sources, then runs
// the server in this same process (tsx compiles the TypeScript on the fly), so signals reach
// the server's own graceful shutdown.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/vite',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/domain/src',
  'packages/contracts/src',
];

function newestChange(entry) {
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

function buildIsStale() {
  if (!fs.existsSync(builtIndex)) return true;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return webSources.some((entry) => newestChange(entry) > builtAt);
}

if (process.env.SERVE_WEB !== 'false' && buildIsStale()) {
  console.log('Building the web app (first start, or its sources changed)...');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web app did not build; see the output above.');
    process.exit(result.status ?? 1);
  }
}

register();
await import('../apps/server/src/server.ts');
