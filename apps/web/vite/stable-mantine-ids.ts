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
 * the browser had taken the page over. In the browser's build and the server's alike, so
 * both draw the same ids.
 */
export function stableMantineIdsPlugin(): Plugin {
  return {
    name: 'portal:stable-mantine-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './use-id/use-id.mjs' && importer !== undefined && HOOKS_INDEX.test(importer))
        return STABLE_ID;
      return null;
    },
  };
}
