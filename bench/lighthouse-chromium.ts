import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningChromium {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  stop(): Promise<void>;
}

/** Debian's Chromium unless CHROME_PATH says otherwise, as the e2e tests use. */
const chromePath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Headless Chromium with a throwaway profile and DevTools on a port the kernel picks (read
 * back from its "DevTools listening on" line), so runs never share state or a port.
 */
export async function launchChromium(): Promise<RunningChromium> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  const child = spawn(
    chromePath(),
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(profile, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) {
        done();
        return;
      }
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(() => {
        reject(new Error(`${chromePath()} did not open DevTools within 30 s: ${seen.slice(-500)}`));
      }, 30_000);
      child.stderr.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
        if (match?.[1] !== undefined) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${chromePath()} exited (${String(code)}): ${seen.slice(-500)}`));
      });
    });
    // Keep reading so a chatty browser never blocks on a full pipe.
    child.stderr.resume();
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
