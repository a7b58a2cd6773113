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
