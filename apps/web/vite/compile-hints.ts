import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): a file that begins with this comment
 * has every function compiled as the file is, on the background thread that compiles a
 * streamed script while it downloads. Without it V8 compiles a function only when it is
 * first called, on the main thread, in the middle of whatever task called it. Traces of
 * cold phone loads (issue 27) showed 60–120 ms of such lazy compiling (V8.CompileCode and
 * V8.ParseFunction) in the start's tasks, most of it in zod and the contracts' schemas
 * built as their modules are evaluated; with the hint it was gone from the main thread.
 *
 * Every chunk the browser loads is loaded to run now or for the page about to be shown
 * (the start's stages, the page's route, its charts), so every chunk of some size carries
 * it. Browsers that do not know the comment read it as a comment.
 */
export const COMPILE_ALL_FUNCTIONS_ON_LOAD = '//# allFunctionsCalledOnLoad';

/**
 * Below this a chunk goes without: it has too little code for lazy compiling to matter,
 * and most of the start's files are that small (42 of 54), where the comment's bytes
 * alone would have taken the initial load over its 200 KB budget.
 */
export const MIN_HINTED_CHUNK_BYTES = 4096;

/** `code` with the compile hint as its first line, once. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_ALL_FUNCTIONS_ON_LOAD)
    ? code
    : `${COMPILE_ALL_FUNCTIONS_ON_LOAD}\n${code}`;
}

/**
 * Puts the hint at the top of every JavaScript chunk of the browser's build of at least
 * MIN_HINTED_CHUNK_BYTES. It runs last, as the bundle is written: Vite adds its own first
 * line to a chunk that imports others dynamically (the list of their files) after
 * minification and any banner.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'portal-compile-hints',
    apply: (_config, { isSsrBuild }) => isSsrBuild !== true,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.code.length >= MIN_HINTED_CHUNK_BYTES) {
            output.code = withCompileHint(output.code);
          }
        }
      },
    },
  };
}
