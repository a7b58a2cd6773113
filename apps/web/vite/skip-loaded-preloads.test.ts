import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { skipLoadedPreloads, skipLoadedPreloadsPlugin } from './skip-loaded-preloads';

function chunk(
  fileName: string,
  imports: string[] = [],
  extra: { dynamicImports?: string[]; isEntry?: boolean } = {},
): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports,
    isEntry: extra.isEntry ?? false,
    dynamicImports: extra.dynamicImports ?? [],
  } as unknown as Rollup.OutputChunk;
}

/** Runs the plugin's bundle hook on a hand-made build, as Vite would before the lists. */
function written(...chunks: Rollup.OutputChunk[]) {
  const hook = skipLoadedPreloadsPlugin().generateBundle;
  if (typeof hook !== 'function') throw new Error('no generateBundle hook');
  const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
  (hook as (options: unknown, bundle: Rollup.OutputBundle) => void)({}, bundle);
}

const context = { hostId: 'assets/route-definitions.js', hostType: 'js' as const };

describe('a lazy import’s preload list', () => {
  it('leaves out the entry, the start’s stages and all they import, and keeps the rest', () => {
    written(
      chunk('assets/index.js', ['assets/runtime.js'], {
        isEntry: true,
        dynamicImports: ['assets/stage.js'],
      }),
      chunk('assets/runtime.js'),
      chunk('assets/stage.js', ['assets/boot-react.js']),
      chunk('assets/boot-react.js'),
      chunk('assets/page.js', ['assets/boot-react.js', 'assets/Table.js']),
      chunk('assets/Table.js'),
    );
    const deps = [
      'assets/boot-react.js',
      'assets/runtime.js',
      'assets/Table.js',
      'assets/page.css',
    ];
    expect(skipLoadedPreloads('assets/page.js', deps, context)).toEqual([
      'assets/Table.js',
      'assets/page.css',
    ]);
  });

  it('drops nothing from a build without an entry', () => {
    written(chunk('assets/page.js', ['assets/Table.js']), chunk('assets/Table.js'));
    expect(skipLoadedPreloads('assets/page.js', ['assets/Table.js'], context)).toEqual([
      'assets/Table.js',
    ]);
  });
});
