/** The oldest Node.js major the portal runs on (decision 033); package.json's engines agree. */
export const REQUIRED_NODE_MAJOR = 24;

/**
 * Null when `version` (as process.version gives it) is new enough, otherwise the message
 * to stop with: the project brings its own Node at node_modules/.bin/node, which every npm
 * script runs first, so an older one means the server was started some other way.
 */
export function unsupportedNodeMessage(version: string): string | null {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1] ?? Number.NaN);
  if (major >= REQUIRED_NODE_MAJOR) return null;
  return [
    `The portal needs Node.js ${String(REQUIRED_NODE_MAJOR)} or later; this is Node.js ${version}.`,
    'Run it through npm (npm start, npm run dev), which uses the Node.js that npm install put',
    'in node_modules/.bin, or put that folder first on PATH.',
  ].join('\n');
}
