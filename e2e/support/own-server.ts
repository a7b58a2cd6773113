import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The build playwright.config.ts made (or found fresh) before the run. */
const serverBuild = path.join(repoRoot, 'apps/server/dist/server.mjs');

export interface OwnServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A portal of a test's own, on a fresh in-memory database with the demo data, reached at
 * `http://localhost:<port>`: what a test needs when PUBLIC_URL must be a host name rather
 * than the suite's 127.0.0.1 (browsers refuse passkeys for an IP address).
 */
export async function startOwnServer(
  port: number,
  /** A PGlite data folder to keep the database in (and start again from), else memory. */
  options: { dataDir?: string } = {},
): Promise<OwnServer> {
  const url = `http://localhost:${String(port)}`;
  const child: ChildProcess = spawn(process.execPath, [serverBuild], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: options.dataDir ?? 'memory://',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the server of the test stopped at start');
    const ready = await fetch(`http://127.0.0.1:${String(port)}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('the server of the test did not start in time');
}
