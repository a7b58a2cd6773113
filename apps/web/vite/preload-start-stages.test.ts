import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { startStageFiles } from './preload-start-stages';

/** A chunk of a hand-made build: its static and dynamic imports and its stylesheets. */
function chunk(
  fileName: string,
  imports: string[] = [],
  extra: { dynamicImports?: string[]; css?: string[] } = {},
): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports,
    dynamicImports: extra.dynamicImports ?? [],
    viteMetadata: { importedCss: new Set(extra.css ?? []), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

function bundleOf(...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

describe('startStageFiles', () => {
  const entry = chunk('assets/index.js', ['assets/runtime.js'], {
    dynamicImports: ['assets/stage-a.js', 'assets/stage-b.js'],
    css: ['assets/index.css'],
  });
  const bundle = bundleOf(
    entry,
    chunk('assets/runtime.js'),
    chunk('assets/stage-a.js', ['assets/runtime.js', 'assets/shared.js'], {
      css: ['assets/stage-a.css'],
    }),
    chunk('assets/shared.js', [], { css: ['assets/index.css'] }),
    chunk('assets/stage-b.js', ['assets/shared.js', 'assets/b-part.js'], {
      dynamicImports: ['assets/page.js'],
    }),
    chunk('assets/b-part.js', [], { css: ['assets/b-part.css'] }),
    chunk('assets/page.js', ['assets/page-part.js'], { css: ['assets/page.css'] }),
    chunk('assets/page-part.js'),
  );

  it('lists the stages, what they import, and their stylesheets, in the order they are reached', () => {
    expect(startStageFiles(bundle, entry)).toEqual({
      scripts: ['assets/stage-a.js', 'assets/shared.js', 'assets/stage-b.js', 'assets/b-part.js'],
      stylesheets: ['assets/stage-a.css', 'assets/b-part.css'],
    });
  });

  it("leaves out the entry's own files, which Vite writes itself, and the pages a stage loads later", () => {
    const { scripts, stylesheets } = startStageFiles(bundle, entry);
    for (const file of ['assets/index.js', 'assets/runtime.js', 'assets/page.js']) {
      expect(scripts).not.toContain(file);
    }
    expect(stylesheets).not.toContain('assets/index.css');
    expect(stylesheets).not.toContain('assets/page.css');
  });

  it('adds nothing for an entry without stages', () => {
    const plain = chunk('assets/index.js', ['assets/runtime.js']);
    expect(startStageFiles(bundleOf(plain, chunk('assets/runtime.js')), plain)).toEqual({
      scripts: [],
      stylesheets: [],
    });
  });
});
