/** A folder of node_modules, as a chunk group's test. */
const libraries = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/**
 * The libraries every page runs before it can render anything: zod, React, the router and
 * query cache, and Mantine's core (theme, Box, styles API). Left to itself Rolldown cuts
 * them, with the app's shared code, into some 35 small chunks, which over HTTP/1.1 (six
 * connections per origin) arrive in several round trips before the first paint. In a few
 * chunks, all preloaded by index.html, they arrive together. One chunk for each stage of
 * the start that first needs it (main.tsx), as a chunk is evaluated in one task: as a
 * single chunk they all ran at the first stage, some 30 ms of this host's time at once,
 * over 150 ms on a slow phone (issue 27). Components and app code keep the automatic
 * splitting, so a page still loads only the components it uses.
 */
export const bootChunkGroups = [
  { name: 'boot-zod', test: libraries('zod') },
  { name: 'boot-react', test: libraries('react|react-dom|scheduler|use-sync-external-store') },
  { name: 'boot-mantine', test: libraries('@mantine[\\\\/]core[\\\\/]esm[\\\\/]core') },
  { name: 'boot-tanstack', test: libraries('@tanstack[\\\\/][^\\\\/]+') },
];

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
