import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STABLE_ID = fileURLToPath(new URL('../src/shared/ui/stable-id.ts', import.meta.url));
/** @mantine/hooks' index, the one place its `useId` is imported from (Mantine's components
 * import it from the package). */
const HOOKS_INDEX = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;

/**
 * Gives Mantine the portal's `useId` (src/shared/ui/stable-id.ts), which keeps React's id,
 * in place of its own, which swaps it for a random one after the first render: on a page the
 * server drew, that drew every input, popover and the app shell again, synchronously, once
 * the browser had taken the page over. The server's build takes Mantine from node_modules
 * as it is, whose first render has the same id, so both draw the same ids.
 */
export function stableMantineIdsPlugin(): Plugin {
  let given = false;
  let serverBuild = false;
  return {
    name: 'portal:stable-mantine-ids',
    enforce: 'pre',
    // The development server keeps Mantine's own; it draws nothing on the server.
    apply: 'build',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    resolveId(source, importer) {
      if (source !== './use-id/use-id.mjs' || importer === undefined) return null;
      if (!HOOKS_INDEX.test(importer)) return null;
      given = true;
      return STABLE_ID;
    },
    // A Mantine that no longer imports its useId this way would quietly bring back its
    // random ids: the build stops instead.
    buildEnd(error) {
      if (error === undefined && !given && !serverBuild) {
        this.error("@mantine/hooks no longer imports './use-id/use-id.mjs': see decision 045");
      }
    },
  };
}
