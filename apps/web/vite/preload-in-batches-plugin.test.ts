import { afterAll, describe, expect, it } from 'vitest';
import { chunksOf, smallApp } from './build-in-memory';
import { preloadInBatchesPlugin } from './preload-in-batches-plugin';

describe('preloadInBatchesPlugin in a real build', () => {
  const app = smallApp('preload-in-batches-');
  afterAll(() => {
    app.remove();
  });

  it("puts the portal's helper in place of Vite's for the chunks' preloads", async () => {
    // Two pages imported dynamically that share a module: each import preloads it.
    app.write({
      'index.html': '<script type="module" src="./main.js"></script>',
      'main.js': 'import("./a.js");\nimport("./b.js");\n',
      'shared.js': 'export const shared = () => document.title;\n',
      'a.js': 'import { shared } from "./shared.js";\nconsole.log(shared(), "a");\n',
      'b.js': 'import { shared } from "./shared.js";\nconsole.log(shared(), "b");\n',
    });

    const chunks = await chunksOf(app.root, preloadInBatchesPlugin(), { minify: false });
    const code = chunks.map((chunk) => chunk.code).join('\n');

    expect(code).toContain('__vite__mapDeps');
    // The portal's helper: its batches wait for the next task by a message to the page.
    expect(code).toContain('new MessageChannel()');
    expect(code).toContain('waiting.splice(0,');
    // Vite's own helper, which the build no longer carries.
    expect(code).not.toContain('isCssPreloadUrl');
    expect(code).not.toContain('preloadOnce');
  });
});
