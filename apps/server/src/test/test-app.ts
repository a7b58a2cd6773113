import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-app';
import { demoBrowsers } from './demo-browsers';

/**
 * The app of a test file, or of the describe block it is called in, with the demo people's
 * signed-in browsers on it. Built before the block's first test and closed after its last,
 * as fastify/demo's test/helper.ts does, so no test file writes its own teardown
 * (decision 041). Its parts are there once the tests run, not while they are collected.
 */
export function appForTests(
  options: TestAppOptions = {},
  /** For a build slower than the hook timeout (seeding on a busy machine). */
  timeout?: number,
): { testApp: TestApp; people: ReturnType<typeof demoBrowsers> } {
  let built: TestApp | undefined;
  const ready = (): TestApp => {
    if (built === undefined) throw new Error('the test app is there only while the tests run');
    return built;
  };
  beforeAll(async () => {
    built = await buildTestApp(options);
  }, timeout);
  afterAll(async () => {
    await built?.close();
    built = undefined;
  });
  const testApp: TestApp = {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    get config() {
      return ready().config;
    },
    close: () => Promise.reject(new Error('appForTests closes the app after the tests')),
  };
  return { testApp, people: demoBrowsers(ready) };
}

/** The server's log lines, collected as it writes them. */
export interface CapturedLogs {
  stream: { write(line: string): void };
  text(): string;
}

function captureLogs(): CapturedLogs {
  const lines: string[] = [];
  return {
    stream: { write: (line) => lines.push(line) },
    text: () => lines.join('\n'),
  };
}

/**
 * The seeded app of a file that reads what the server logs (that no card number, token or
 * key is ever written there), with every log line kept in `logs`.
 */
export function seededAppWithLogs(
  options: { level?: 'info' | 'trace'; timeout?: number } = {},
): ReturnType<typeof appForTests> & { logs: CapturedLogs } {
  const logs = captureLogs();
  const app = appForTests(
    { seed: true, env: { LOG_LEVEL: options.level ?? 'info' }, logStream: logs.stream },
    options.timeout,
  );
  return { ...app, logs };
}

/**
 * An app for one test only (a setting the file's other tests must not have), closed when
 * that test finishes, passed or failed.
 */
export async function appForThisTest(options: TestAppOptions = {}): Promise<TestApp> {
  const testApp = await buildTestApp(options);
  onTestFinished(() => testApp.close());
  return testApp;
}
