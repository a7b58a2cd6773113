import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureServerBuild } from '../scripts/ensure-server-build';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');

export interface Running {
  origin: string;
  stop(): Promise<void>;
}

/** A port the kernel says is free now; the child binds it a moment later. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs / 1000)} s`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) {
        resolve();
        return;
      }
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/**
 * The portal as production runs it (NODE_ENV=production: every production plugin, no dev
 * pages), on its own loopback port, over plain http because nothing here terminates TLS.
 * Its log goes to `logFile` at info level, as a deployment's would.
 */
export async function startPortal(options: {
  env: Record<string, string>;
  logFile: string;
  /** Extra node flags, e.g. --cpu-prof while looking for where the time goes. */
  nodeArgs?: string[];
}): Promise<Running> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${String(port)}`;
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ensureServerBuild()], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  try {
    await waitFor(`${origin}/readyz`, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { origin, stop: stopper(child) };
}

/**
 * The portal on the embedded database with only the demo data, for the Lighthouse runs that
 * need nothing else (bench/lighthouse-cli.ts, `--pages`).
 */
export function startDemoPortal(logFile: string): Promise<Running> {
  return startPortal({
    env: { DATA_DIR: 'memory://', SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn' },
    logFile,
  });
}

/** The baseline: node:http answering a small JSON body, in its own process like the portal. */
const BARE_SERVER = `
const http = require('node:http');
const body = JSON.stringify({ success: true, status: 200, data: { status: 'ok' } });
http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
}).listen(Number(process.argv[1]), '127.0.0.1');
`;

export async function startBareServer(): Promise<Running> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${String(port)}`;
  const child = spawn(process.execPath, ['-e', BARE_SERVER, String(port)], { stdio: 'ignore' });
  await waitFor(origin, child, 10_000);
  return { origin, stop: stopper(child) };
}
