import { useId as useReactId } from 'react';

/**
 * Mantine's `useId`, as the build gives it to Mantine (vite/stable-mantine-ids.ts): the id
 * React gives the component, the same on the server and in the browser. Mantine's own starts
 * with that id and swaps in a random one in a layout effect, which, on a page taken over
 * from the server, drew every input, popover and the app shell again at once, in one task,
 * and rewrote their ids and the labels pointing at them (issue 27).
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
