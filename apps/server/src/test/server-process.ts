import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';

// What `npm start` runs: the server built ahead of time, on plain node (decision 033).
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const serverBuild = path.join(repoRoot, 'apps/server/dist/server.mjs');

/** Builds the server only when the build is missing or older than its sources, as `npm start` does. */
export function ensureServerBuild(): void {
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/server-build.mjs')], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
}

/** The built server as a process of its own, with what it printed and when it listens. */
export function startServer(env: Record<string, string>) {
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
