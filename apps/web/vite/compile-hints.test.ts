import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chunksOf, smallApp } from './build-in-memory';
import {
  COMPILE_ALL_FUNCTIONS_ON_LOAD,
  MIN_HINTED_CHUNK_BYTES,
  compileHintsPlugin,
  withCompileHint,
} from './compile-hints';

describe('withCompileHint', () => {
  it('puts the hint on a line of its own before the code, once', () => {
    const once = withCompileHint('export const a = 1;');
    expect(once).toBe(`${COMPILE_ALL_FUNCTIONS_ON_LOAD}\nexport const a = 1;`);
    expect(withCompileHint(once)).toBe(once);
  });
});

describe('compileHintsPlugin in a real build', () => {
  const app = smallApp('compile-hints-');
  afterAll(() => {
    app.remove();
  });

  it('makes the hint the first line of each chunk of some size, the entry included', async () => {
    // An entry that imports two pages dynamically, each with a module they share: Vite then
    // writes a first line of its own into the entry, the list of the files to preload.
    // Every file but b.js carries a text that makes its chunk big enough for the hint.
    const big = `"${'x'.repeat(MIN_HINTED_CHUNK_BYTES)}"`;
    app.write({
      'index.html': '<script type="module" src="./main.js"></script>',
      'main.js': `import("./a.js").then((m) => m.show(${big}));\nimport("./b.js");\n`,
      'shared.js': `export function shared() { return document.title + ${big}; }\n`,
      'a.js': `import { shared } from "./shared.js";\nexport const show = (t) => shared() + t;\n`,
      'b.js': 'import { shared } from "./shared.js";\nconsole.log(shared());\n',
    });

    const chunks = await chunksOf(app.root, compileHintsPlugin());
    const firstLine = (name: string) => {
      const chunk = chunks.find((c) => c.name === name);
      if (chunk === undefined)
        throw new Error(`no chunk ${name}: ${chunks.map((c) => c.name).join()}`);
      return chunk.code.split('\n')[0];
    };

    expect(chunks.find((c) => c.name === 'index')?.code).toContain('__vite__mapDeps');
    expect(firstLine('index')).toBe(COMPILE_ALL_FUNCTIONS_ON_LOAD);
    expect(firstLine('shared')).toBe(COMPILE_ALL_FUNCTIONS_ON_LOAD);
    expect(firstLine('b')).not.toBe(COMPILE_ALL_FUNCTIONS_ON_LOAD);
  });

  it('leaves the server build alone', async () => {
    app.write({ 'server.js': 'export const drawn = () => 1;\n' });
    const [chunk] = await chunksOf(app.root, compileHintsPlugin(), {
      ssr: path.join(app.root, 'server.js'),
    });
    expect(chunk?.code.startsWith(COMPILE_ALL_FUNCTIONS_ON_LOAD)).toBe(false);
  });
});
