import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type InlineConfig, type Plugin, type Rollup } from 'vite';

/** A throwaway folder for a small app the build plugins' tests build. */
export interface SmallApp {
  root: string;
  /** Writes the files, by name relative to the root. */
  write(files: Record<string, string>): void;
  remove(): void;
}

export function smallApp(prefix: string): SmallApp {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    root,
    write(files) {
      for (const [name, code] of Object.entries(files)) writeFileSync(path.join(root, name), code);
    },
    remove() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The chunks of a build of `root` with only `plugin`, kept in memory. */
export async function chunksOf(
  root: string,
  plugin: Plugin,
  config: InlineConfig['build'] = {},
): Promise<Rollup.OutputChunk[]> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [plugin],
    build: { ...config, write: false },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .filter((output) => output.type === 'chunk');
}
