import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// What `npm start` runs: the server built ahead of time, on plain node (decision 033).
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const serverBuild = path.join(repoRoot, 'apps/server/dist/server.mjs');

beforeAll(() => {
  // Builds only when the build is missing or older than its sources, as `npm start` does.
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/server-build.mjs')], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
}, 120_000);

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverBuild], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`server did not start:\n${output}`));
    }, 90_000);
    child.stdout.on('data', () => {
      const match = /Portal running at http:\/\/\S+:(\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
    void exited.then(() => {
      reject(new Error(`server exited:\n${output}`));
    });
  });
  return { child, listening, exited, output: () => output };
}

const baseEnv = {
  DATA_DIR: 'memory://',
  SERVE_WEB: 'false',
  SEED_DEMO_DATA: 'false',
  HOST: '127.0.0.1',
  PORT: '0',
};

describe('the server process', () => {
  // Waits, not timings: a cold start (PGlite, migrations, IdP keys) is slow on a busy
  // 2-core machine.
  it(
    'starts, answers /readyz, and shuts down cleanly on SIGTERM',
    { timeout: 120_000 },
    async () => {
      const server = startServer(baseEnv);
      const url = await server.listening;
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('closed');
    },
  );

  it('is plain JavaScript that loads no compiler', () => {
    const built = readFileSync(serverBuild, 'utf8');
    const imported = [...built.matchAll(/^import .* from ["']([^"']+)["'];?$/gm)].map(
      (match) => match[1] ?? '',
    );
    expect(imported).toContain('fastify');
    for (const compiler of ['tsx', 'esbuild', 'typescript']) {
      expect(imported.filter((name) => name.startsWith(compiler))).toEqual([]);
    }
    // The workspace packages are TypeScript: they must be in the bundle, not imported.
    expect(imported.filter((name) => name.startsWith('@portal/'))).toEqual([]);
  });

  it('stops at boot with a message naming a bad variable', async () => {
    const server = startServer({ ...baseEnv, PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:[\s\S]*PORT/);
    await expect(server.listening).rejects.toThrow();
  });
});
