/**
 * Which files of the built SPA make up each load, read from Vite's manifest, index.html and
 * the chunk-to-module map (apps/web/vite/chunk-modules-plugin.ts). Pure: no I/O, so the rules
 * can be tested on small hand-made builds.
 */

/** One record of dist/.vite/manifest.json (only the fields used here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Output chunk file → source modules in it. */
export type ChunkModules = Record<string, string[]>;

export interface LazyLoad {
  /** The source a dynamic import() loads, e.g. src/routes/_default/power/index.tsx. */
  source: string;
  /**
   * What loading it costs. A route: its chunks beyond the initial load and beyond its layout
   * routes' (always loaded first). Anything else lazy (a chart, Sentry): its own chunk.
   */
  files: string[];
  /** Chart modules in those files. */
  chartModules: string[];
}

export interface WebSizePlan {
  initialJs: string[];
  initialCss: string[];
  /** Every other chunk of the build (JS), each checked on its own against the budget. */
  lazyChunks: string[];
  /** Those of them that hold a charting library: checked against the chart budget. */
  chartChunks: string[];
  lazy: LazyLoad[];
  /** Chart modules that index.html loads: the goal says there must be none. */
  initialChartModules: string[];
}

/** A charting library's module (recharts and @mantine/charts are the app's). */
export function isChartLibraryModule(moduleId: string): boolean {
  return /^(recharts|@mantine\/charts|victory[\w-]*|chart\.js|d3-[\w-]+)\//.test(moduleId);
}

/**
 * A chart module: a charting library's, or one of the portal's chart files (*-chart.tsx),
 * which may be fetched on its own by import() to bring a library only where a chart is.
 * The portal's own charts (shared/charts, a few KB of SVG) need no such care: only a
 * charting library counts as chart code that must stay off the other pages (decision 044).
 */
export function isChartModule(moduleId: string): boolean {
  return isChartLibraryModule(moduleId) || /-chart\.[jt]sx?$/.test(moduleId);
}

/**
 * The pages that show a chart (spec: power use, mobile usage, prepay spend history). Their
 * route chunks may carry chart code; any other lazy load may only if it is a chart module
 * itself, fetched by import() when a chart renders.
 */
export const CHART_PAGES = [
  'src/routes/_default/power/index.tsx',
  'src/routes/_default/mobile/usage.tsx',
  'src/routes/_default/mobile/usage-shared.tsx',
  'src/routes/_default/mobile/prepay-spend-history.tsx',
];

/** Lazy loads that bring chart code to a page without a chart. */
export function misplacedChartLoads(lazy: readonly LazyLoad[]): LazyLoad[] {
  return lazy.filter((load) => {
    if (load.chartModules.length === 0) return false;
    const source = load.source.split('?')[0] ?? load.source;
    return !isChartModule(source) && !CHART_PAGES.includes(source);
  });
}

/** Files index.html loads or modulepreloads (scripts, preloads and stylesheets). */
export function filesInIndexHtml(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files: string[] = [];
  for (const tag of tags) {
    const isScript = tag.startsWith('<script');
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1];
    if (!isScript && rel !== 'modulepreload' && rel !== 'stylesheet') continue;
    const url = /\b(?:src|href)="\/?([^"]+)"/.exec(tag)?.[1];
    if (url !== undefined && !url.startsWith('data:') && !url.includes('//')) files.push(url);
  }
  return files;
}

/** A chunk key and every chunk it imports statically, transitively. */
function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    for (const imported of manifest[current]?.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen];
}

function filesOf(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk === undefined) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files];
}

/** src/routes/_default.tsx is the layout of src/routes/_default/power/index.tsx. */
function isLayoutOf(layout: string, route: string): boolean {
  const folder = layout.replace(/\.[jt]sx?$/, '/');
  return layout !== route && folder !== layout && route.startsWith(folder);
}

const chartModulesIn = (files: readonly string[], modules: ChunkModules) =>
  files.flatMap((file) => (modules[file] ?? []).filter(isChartLibraryModule));

export function planWebSize(input: {
  manifest: Manifest;
  indexHtml: string;
  chunkModules: ChunkModules;
}): WebSizePlan {
  const { manifest, chunkModules } = input;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
  if (entryKey === undefined) throw new Error('the manifest has no entry chunk');
  // Both views of "initial": what the manifest says the entry needs and what index.html
  // actually fetches; they should agree, and the union can only make the check stricter.
  const initialKeys = staticClosure(manifest, entryKey);
  const initial = new Set([
    ...filesOf(manifest, initialKeys),
    ...filesInIndexHtml(input.indexHtml),
  ]);
  const initialFiles = [...initial].sort();

  const dynamicEntries = Object.entries(manifest).filter(([, c]) => c.isDynamicEntry === true);
  const sourceOf = (key: string) => (manifest[key]?.src ?? key).split('?')[0] ?? key;
  const lazy = dynamicEntries
    .map(([key, chunk]): LazyLoad => {
      const source = sourceOf(key);
      let files: string[];
      if (source.startsWith('src/routes/')) {
        const layouts = dynamicEntries.filter(([other]) => isLayoutOf(sourceOf(other), source));
        const loadedBefore = new Set([
          ...initial,
          ...layouts.flatMap(([other]) => filesOf(manifest, staticClosure(manifest, other))),
        ]);
        files = filesOf(manifest, staticClosure(manifest, key)).filter((f) => !loadedBefore.has(f));
      } else {
        files = filesOf(manifest, [key]).filter((f) => !initial.has(f));
      }
      return {
        source: chunk.src ?? key,
        files: files.sort(),
        chartModules: chartModulesIn(files, chunkModules),
      };
    })
    .sort((a, b) => a.source.localeCompare(b.source));

  const lazyChunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
    .filter((file) => file.endsWith('.js') && !initial.has(file))
    .sort();
  return {
    initialJs: initialFiles.filter((file) => file.endsWith('.js')),
    initialCss: initialFiles.filter((file) => file.endsWith('.css')),
    lazyChunks,
    chartChunks: lazyChunks.filter((file) => (chunkModules[file] ?? []).some(isChartLibraryModule)),
    lazy,
    initialChartModules: chartModulesIn(initialFiles, chunkModules),
  };
}

/**
 * Mantine components in the build whose stylesheet exists but is not imported: the app
 * imports Mantine's styles per component (apps/web/src/shared/theme/mantine-styles.ts), so
 * a newly used component would otherwise render unstyled.
 */
export function missingMantineStyles(input: {
  chunkModules: ChunkModules;
  /** Names of @mantine/core/styles/*.css, without the extension. */
  available: readonly string[];
  /** The same names, as imported by the app. */
  imported: readonly string[];
}): string[] {
  const used = new Set<string>();
  for (const modules of Object.values(input.chunkModules)) {
    for (const id of modules) {
      const name = /^@mantine\/core\/esm\/components\/([^/]+)\//.exec(id)?.[1];
      if (name !== undefined) used.add(name);
    }
  }
  return [...used]
    .filter((name) => input.available.includes(name) && !input.imported.includes(name))
    .sort();
}
