import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/build-app';
import { signInThroughSession } from '../../test/sign-in-through-session';
import { TestBrowser } from '../../test/test-browser';

/** Signed-in browsers of the demo people, one sign-in each per test file. */
export function demoBrowsers(testApp: () => TestApp) {
  const browsers = new Map<string, TestBrowser>();
  const as = async (email: string): Promise<TestBrowser> => {
    const existing = browsers.get(email);
    if (existing !== undefined) return existing;
    const { browser } = await signInThroughSession(testApp(), email, {
      pool: email.startsWith('sam.') ? 'StaffIdentity' : 'customer',
    });
    browsers.set(email, browser);
    return browser;
  };
  const get = async (email: string, url: string): Promise<LightMyRequestResponse> =>
    (await as(email)).request({ url });
  /** The envelope's data of a call that must succeed. */
  const data = async (email: string, url: string): Promise<unknown> => {
    const response = await get(email, url);
    expect(response.statusCode, `${email} ${url}: ${response.body.slice(0, 200)}`).toBe(200);
    return response.json<{ data: unknown }>().data;
  };
  const anonymous = () => new TestBrowser(testApp().app, testApp().config.publicUrl);
  return { as, get, data, anonymous };
}

/** Text drawn in an uncompressed pdfkit document: its hex strings decoded, in drawing order. */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const pieces: string[] = [];
  for (const match of source.matchAll(/\[((?:<[0-9a-fA-F]*>\s*-?\d*\.?\d*\s*)+)\]\s*TJ/g)) {
    const hexes = [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)];
    pieces.push(hexes.map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1')).join(''));
  }
  return pieces.join('\n');
}
