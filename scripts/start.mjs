// `npm start`: builds the SPA and the server when a build is missing or older than its
// sources, then runs the built server (apps/server/dist/server.mjs, plain JavaScript: no
// compiler at run time, decision 033) in this same process, so signals reach the server's
// own graceful shutdown.
import { pathToFileURL } from 'node:url';
import { buildServerIfStale, serverBuild } from './server-build.mjs';
import { buildWebIfStale } from './web-build.mjs';

// The server checks this too (apps/server/src/require-node.ts), but in the bundle its npm
// imports load before any of its own code, and oidc-provider warns first: said here, the
// message comes alone and before a build.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `The portal needs Node.js 24 or later; this is ${process.version}. Run \`npm install\` ` +
      'and then `npm start`: npm runs the Node.js it installed in node_modules/.bin.',
  );
  process.exit(1);
}

if (process.env.SERVE_WEB !== 'false' && !buildWebIfStale()) {
  console.error('The web app did not build; see the output above.');
  process.exit(1);
}
if (!(await buildServerIfStale())) {
  console.error('The server did not build; see the output above.');
  process.exit(1);
}

// Stack traces point into apps/server/src through the build's source map.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverBuild).href);
