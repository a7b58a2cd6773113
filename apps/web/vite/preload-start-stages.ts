import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/** Files in the order a chunk and its static imports are reached, each once. */
export function staticClosure(bundle: Rollup.OutputBundle, files: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const output = bundle[file];
    if (output?.type === 'chunk') output.imports.forEach(visit);
  };
  files.forEach(visit);
  return [...seen];
}

/** The stylesheets Vite extracted from the given chunks' modules, in order, each once. */
function stylesheetsOf(bundle: Rollup.OutputBundle, files: readonly string[]): string[] {
  const sheets = files.flatMap((file) => {
    const output = bundle[file];
    return output?.type === 'chunk' ? [...(output.viteMetadata?.importedCss ?? [])] : [];
  });
  return [...new Set(sheets)];
}

export interface StartStageFiles {
  /** Chunks to preload: the stages' own and what they import. */
  scripts: string[];
  /** Their stylesheets, which a page drawn ahead of time needs before any script runs. */
  stylesheets: string[];
}

/**
 * What index.html should load beyond the entry's own files: the chunks of the modules the
 * entry imports dynamically (the start's stages, main.tsx), what they import, and their
 * stylesheets. Vite writes only the entry's static imports into the page; each stage
 * would otherwise be fetched once the one before it had run (a round trip per stage), and
 * its styles only then, after a drawn page had painted without them.
 */
export function startStageFiles(
  bundle: Rollup.OutputBundle,
  entry: Rollup.OutputChunk,
): StartStageFiles {
  const entryFiles = staticClosure(bundle, [entry.fileName]);
  const stageFiles = staticClosure(bundle, entry.dynamicImports);
  const entrySheets = new Set(stylesheetsOf(bundle, entryFiles));
  return {
    scripts: stageFiles.filter((file) => !entryFiles.includes(file)),
    stylesheets: stylesheetsOf(bundle, stageFiles).filter((sheet) => !entrySheets.has(sheet)),
  };
}

/** Writes startStageFiles into index.html's head, after what Vite wrote there. */
export function preloadStartStagesPlugin(): Plugin {
  return {
    name: 'portal-preload-start-stages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        const { bundle, chunk } = context;
        if (bundle === undefined || chunk === undefined) return [];
        const files = startStageFiles(bundle, chunk);
        const link = (rel: string, file: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        });
        return [
          ...files.stylesheets.map((file) => link('stylesheet', file)),
          ...files.scripts.map((file) => link('modulepreload', file)),
        ];
      },
    },
  };
}
