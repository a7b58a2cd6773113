// Mantine's styles are the entry's own stylesheet, ahead of every stage's, as a drawn page
// needs them before any script has run.
import './shared/theme/mantine-styles';
import { nextTask } from './boot/next-task';

/*
 * The app's code is evaluated in stages, each in a task of its own, rather than in one task
 * that holds the main thread for the whole of it (issue 8, P6's total blocking time): a
 * page the server drew is already on screen, and the person may be scrolling or tapping
 * it. Each stage evaluates only what the ones before it have not: zod, React DOM, Mantine's
 * core, the router and query cache, the contracts' common schemas, the session, the routes,
 * then the start itself; each library has a chunk of its own (vite/boot-chunk.ts). The
 * build writes every stage's files into index.html (vite/preload-start-stages.ts), so
 * the stages cost no round trips and a drawn page has all its styles before any script.
 */
await import('./boot/zod-config');
await nextTask();
await import('./boot/react-dom');
await nextTask();
await import('./boot/mantine');
await nextTask();
await import('./boot/tanstack');
await nextTask();
await import('./boot/contracts');
await nextTask();
await import('./shared/session');
await nextTask();
await import('./router');
await nextTask();
await import('./start-app');
