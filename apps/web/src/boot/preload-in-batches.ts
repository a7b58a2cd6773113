import { nextTask } from './next-task';

/**
 * The build's preload helper (vite/preload-in-batches-plugin.ts puts this module in place of
 * Vite's own): before a lazily loaded chunk is imported, the files it imports are preloaded,
 * so they come down together rather than one round trip after another. Vite's helper adds a
 * link for each of them at once; for a page's first route that was some 30 links in one
 * task, 10–28 ms of this host's time while traced as Lighthouse traces (issue 27), and as
 * long again for each page the navigation prefetches. Here the links go into the head a few
 * to a task, and the chunk is imported once its own are in (and its stylesheets loaded).
 */
export const LINKS_PER_TASK = 2;

/**
 * Each file's preload, asked for once: done when its link is in the head (a stylesheet's,
 * when it has loaded), or undefined where the page had the file already.
 */
const preloads = new Map<string, Promise<void> | undefined>();
/** Links waiting for a task, each with what to call once it is in the head. */
const waiting: { link: HTMLLinkElement; added: () => void }[] = [];
let appending = false;

/** The page's links now (index.html's, the drawn page's, ours), as `rel href`. */
function linksInPage(): Set<string> {
  return new Set(
    [...document.getElementsByTagName('link')].map((link) => `${link.rel} ${link.href}`),
  );
}

/** Adds the waiting links, a few now and a few in each task after, until none is left. */
async function appendWaiting(): Promise<void> {
  if (appending) return;
  appending = true;
  try {
    for (;;) {
      for (const { link, added } of waiting.splice(0, LINKS_PER_TASK)) {
        document.head.appendChild(link);
        added();
      }
      if (waiting.length === 0) return;
      await nextTask();
    }
  } finally {
    appending = false;
  }
}

function styleNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

/** Queues a preload link for `href`; resolves once it is in the head (and has loaded). */
function preload(href: string, isCss: boolean, nonce: string | undefined): Promise<void> {
  const link = document.createElement('link');
  link.rel = isCss ? 'stylesheet' : 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  if (nonce !== undefined) link.setAttribute('nonce', nonce);
  const loaded = isCss
    ? new Promise<void>((resolve, reject) => {
        link.addEventListener('load', () => {
          resolve();
        });
        link.addEventListener('error', () => {
          // Gone from the page, so the next page that needs it asks for it again.
          link.remove();
          reject(new Error(`Unable to preload CSS for ${href}`));
        });
      })
    : Promise.resolve();
  const added = new Promise<void>((resolve) => {
    waiting.push({ link, added: resolve });
  });
  return added.then(() => loaded);
}

/**
 * Vite calls it as `__vitePreload(() => import('./chunk.js'), ['assets/dep.js', …])`, with
 * the files relative to the site's root.
 */
export function __vitePreload<T>(
  baseModule: () => Promise<T>,
  deps?: readonly string[],
): Promise<T> {
  // Read from the page once a call, and only when a file is new to this helper.
  let page: { links: Set<string>; nonce: string | undefined } | undefined;
  const pending = (deps ?? []).flatMap((dep) => {
    const href = new URL(dep, `${window.location.origin}/`).href;
    const isCss = href.split('?')[0]?.endsWith('.css') ?? false;
    if (!preloads.has(href)) {
      page ??= { links: linksInPage(), nonce: styleNonce() };
      const there =
        page.links.has(`stylesheet ${href}`) || (!isCss && page.links.has(`modulepreload ${href}`));
      const started = there ? undefined : preload(href, isCss, page.nonce);
      preloads.set(
        href,
        started?.catch((error: unknown) => {
          preloads.delete(href);
          throw error;
        }),
      );
    }
    const promise = preloads.get(href);
    return promise === undefined ? [] : [promise];
  });
  void appendWaiting();
  return Promise.all(pending).then(baseModule);
}
