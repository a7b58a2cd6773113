import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild, serverBuild, startServer } from './test/server-process';

beforeAll(ensureServerBuild, 120_000);

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
