import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { preloadInBatchesPlugin } from './preload-in-batches-plugin';

describe('preloadInBatchesPlugin in a real build', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'preload-in-batches-'));
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it("puts the portal's helper in place of Vite's for the chunks' preloads", async () => {
    // Two pages imported dynamically that share a module: each import preloads it.
    const write = (file: string, code: string) => {
      writeFileSync(path.join(root, file), code);
    };
    write('index.html', '<script type="module" src="./main.js"></script>');
    write('main.js', 'import("./a.js");\nimport("./b.js");\n');
    write('shared.js', 'export const shared = () => document.title;\n');
    write('a.js', 'import { shared } from "./shared.js";\nconsole.log(shared(), "a");\n');
    write('b.js', 'import { shared } from "./shared.js";\nconsole.log(shared(), "b");\n');

    const result = await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [preloadInBatchesPlugin()],
      build: { write: false, minify: false },
    });
    const outputs = Array.isArray(result) ? result : [result];
    const code = outputs
      .flatMap((output) => ('output' in output ? output.output : []))
      .map((output) => (output.type === 'chunk' ? output.code : ''))
      .join('\n');

    expect(code).toContain('__vite__mapDeps');
    // The portal's helper: its batches wait for the next task by a message to the page.
    expect(code).toContain('new MessageChannel()');
    expect(code).toContain('waiting.splice(0,');
    // Vite's own helper, which the build no longer carries.
    expect(code).not.toContain('isCssPreloadUrl');
    expect(code).not.toContain('preloadOnce');
  });
});
