/**
 * The last step of `npm run build`: draws PRERENDERED_PAGES for every brand with the SPA's
 * own components (the server-side bundle `vite build --ssr` made in dist/SERVER_BUNDLE_DIR)
 * and writes each as index.html with the page already in it
 * (src/prerender/static-markup.ts) into dist/PRERENDER_DIR, which the server sends for
 * that path (apps/server/src/platform/web.ts).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppConfig, Brand } from '@portal/contracts';
import {
  PRERENDERED_PAGES,
  PRERENDER_DIR,
  SERVER_BUNDLE_DIR,
  SERVER_BUNDLE_ENTRY,
  brandSchema,
} from '@portal/contracts';
import { prerenderedDocument } from '../src/prerender/static-markup';

const webRoot = path.resolve(import.meta.dirname, '..');
const outDir = path.join(webRoot, 'dist', PRERENDER_DIR);

/** React's production server renderer, the one whose markup the browser would get. */
process.env.NODE_ENV = 'production';

/** Anonymous pages read only the brand; the rest is what a production config would say. */
function configFor(brand: Brand): AppConfig {
  return {
    brand,
    environment: 'production',
    legacyPortalUrl: null,
    buildCheckIntervalMs: 60_000,
    featureFlags: { errorPageVariantTitle: false, errorPageEmoji: false },
    sentryDsn: null,
    routeRules: [],
    businessGroup: null,
  };
}

const bundle = pathToFileURL(
  path.join(webRoot, 'dist', SERVER_BUNDLE_DIR, SERVER_BUNDLE_ENTRY),
).href;
const { renderPage } = (await import(bundle)) as {
  renderPage: (page: string, config: AppConfig) => Promise<{ markup: string; title: string }>;
};
const indexHtml = await readFile(path.join(webRoot, 'dist', 'index.html'), 'utf8');

for (const brand of brandSchema.options) {
  for (const page of PRERENDERED_PAGES) {
    const file = path.join(outDir, `${brand}${page}.html`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, prerenderedDocument(indexHtml, await renderPage(page, configFor(brand))));
  }
}
console.log(
  `prerendered ${String(PRERENDERED_PAGES.length)} page(s) for ${String(brandSchema.options.length)} brands into ${path.relative(webRoot, outDir)}`,
);
