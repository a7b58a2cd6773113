import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { RequestLogger } from './request-logger';

/** A root logger at `level` whose lines, time left out, are kept for the test. */
function capturedRoot(level = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString().replace(/"time":\d+,/, ''));
      done();
    },
  });
  const root = pino({ level }, stream);
  let children = 0;
  const child = root.child.bind(root);
  root.child = ((...args: Parameters<typeof child>) => {
    children += 1;
    return child(...args);
  }) as typeof root.child;
  return { root, lines, children: () => children };
}

const ids = { requestGuid: 'b7c1', correlationId: 'SRV20261123' };
const line = { req: { method: 'GET', url: '/api/accounts/30000001' }, responseTime: 1.5 };

describe('a request’s logger', () => {
  it('writes the access line pino’s child would write, byte for byte, without making one', () => {
    const lazy = capturedRoot();
    new RequestLogger(lazy.root, ids, undefined).writeAccessLine(line, 'request completed');
    const eager = capturedRoot();
    eager.root.child(ids).info(line, 'request completed');
    expect(lazy.lines).toEqual(eager.lines);
    expect(lazy.children()).toBe(0);
  });

  it('makes its child once, when a line at the logger’s level is written through it', () => {
    const { root, lines, children } = capturedRoot();
    const logger = new RequestLogger(root, ids, undefined);
    logger.debug('below the level');
    expect(children()).toBe(0);
    logger.warn({ step: 1 }, 'first');
    logger.info('second');
    logger.writeAccessLine(line, 'request completed');
    expect(children()).toBe(1);
    expect(lines.map((each) => JSON.parse(each) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ ...ids, level: 40, step: 1, msg: 'first' }),
      expect.objectContaining({ ...ids, level: 30, msg: 'second' }),
      expect.objectContaining({ ...ids, level: 30, responseTime: 1.5, msg: 'request completed' }),
    ]);
  });

  it('writes an errored request’s line with the error, child or not', () => {
    for (const logFirst of [false, true]) {
      const { root, lines } = capturedRoot('error');
      const logger = new RequestLogger(root, ids, undefined);
      if (logFirst) logger.error('before');
      logger.writeAccessLine(line, 'request errored', new Error('database down'));
      const last = JSON.parse(lines.at(-1) ?? '{}') as { err?: { message: string } };
      expect(last).toMatchObject({ ...ids, level: 50, msg: 'request errored' });
      expect(last.err?.message).toBe('database down');
    }
  });

  it('writes the access line through a child when the route gave the child options', () => {
    const { root, lines, children } = capturedRoot('warn');
    const logger = new RequestLogger(root, ids, { level: 'info' });
    logger.writeAccessLine(line, 'request completed');
    expect(children()).toBe(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ ...ids, level: 30, responseTime: 1.5 });
  });

  it('writes no access line below its level, and takes a level of its own', () => {
    const { root, lines } = capturedRoot('warn');
    const logger = new RequestLogger(root, ids, undefined);
    logger.writeAccessLine(line, 'request completed');
    expect(lines).toEqual([]);
    expect(logger.level).toBe('warn');
    logger.level = 'debug';
    logger.debug('now written');
    expect(root.level).toBe('warn');
    expect(lines).toHaveLength(1);
  });
});
