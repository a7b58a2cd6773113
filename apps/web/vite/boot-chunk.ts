/**
 * The libraries every page runs before it can render anything: React, the router and query
 * cache, zod, and Mantine's core (theme, Box, styles API). Left to itself Rolldown cuts them,
 * with the app's shared code, into some 35 small chunks, which over HTTP/1.1 (six
 * connections per origin) arrive in several round trips before the first paint. As one
 * chunk they arrive together. Components and app code keep the automatic splitting, so a
 * page still loads only the components it uses.
 */
const BOOT_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|zod|@tanstack[\\/][^\\/]+|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/;

export const bootChunkGroup = { name: 'boot', test: BOOT_LIBRARIES };

/**
 * The routes' definitions (their paths, guards, loaders and search rules; the pages
 * themselves are split off by the router plugin, as `?tsr-split` modules). The route tree
 * needs every one of them at the start, and as one chunk they are one file to fetch rather
 * than one for each route with a loader or search rules.
 */
export const routeDefinitionsChunkGroup = {
  name: 'route-definitions',
  test: /[\\/]src[\\/]routes[\\/][^?]+$/,
  // Only the definitions: what they import stays in its own chunks, evaluated at its own
  // stage of the start (main.tsx), or left to the pages that need it.
  includeDependenciesRecursively: false,
};
