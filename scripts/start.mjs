// `npm start`: builds the SPA when its build is missing or older than its sources, then runs
// the server in this same process (tsx compiles the TypeScript on the fly), so signals reach
// the server's own graceful shutdown.
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './web-build.mjs';

if (process.env.SERVE_WEB !== 'false' && !buildWebIfStale()) {
  console.error('The web app did not build; see the output above.');
  process.exit(1);
}

register();
await import('../apps/server/src/server.ts');
