import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import path from 'node:path';
import { ensureServerBuild } from '../scripts/ensure-server-build';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** Everything the server writes goes here too, for a look after a failed run. */
export const SERVER_LOG = path.join(tmpdir(), 'portal-soak-server.log');

export interface ServerProcess {
  url: string;
  pid: number;
  /** Lines the server wrote to stderr/stdout at warn or above (kept for the report). */
  logLines: string[];
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  signal(name: NodeJS.Signals): void;
  /** Ends the process if it still runs (SIGTERM, then SIGKILL after a while). */
  stop(): Promise<void>;
}

export interface ServerSettings {
  port: number;
  databaseUrl: string;
  env?: Record<string, string>;
}

/** Starts the built server (apps/server/dist/server.mjs) as production would, and waits for /readyz. */
export async function startServer(settings: ServerSettings): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${String(settings.port)}`;
  const child: ChildProcess = spawn(process.execPath, [ensureServerBuild()], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(settings.port),
      PUBLIC_URL: url,
      DATABASE_URL: settings.databaseUrl,
      SEED_DEMO_DATA: 'true',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      ...settings.env,
    },
  });
  const logLines: string[] = [];
  const file = createWriteStream(SERVER_LOG);
  const keep = (chunk: Buffer) => {
    file.write(chunk);
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() !== '' && logLines.length < 5000) logLines.push(line);
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit').then(([code, signal]) =>
    code === null ? String(signal) : Number(code),
  );
  const state = { ended: false };
  void exited.then(() => {
    state.ended = true;
    file.end();
  });

  const server: ServerProcess = {
    url,
    pid: child.pid ?? -1,
    logLines,
    exited,
    signal: (name) => {
      if (!state.ended) child.kill(name);
    },
    async stop() {
      if (state.ended) return;
      child.kill('SIGTERM');
      const result = await Promise.race([exited, delay(15_000, 'timeout')]);
      if (result === 'timeout') {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };

  // First start migrates and seeds a new database: allow a few minutes on a busy machine.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (state.ended) throw new Error(`server exited while starting:\n${logLines.join('\n')}`);
    const ready = await fetch(`${url}/readyz`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ready) return server;
    await delay(500);
  }
  await server.stop();
  throw new Error(`server did not become ready:\n${logLines.slice(-50).join('\n')}`);
}
