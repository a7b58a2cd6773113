import Fastify from 'fastify';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '@portal/contracts';
import { SESSION_COOKIE } from '../session/cookie';
import { READ_ONLY_MESSAGE, serverRenderer, transportFor } from './server-render';
import type { ServerBundle } from './server-render';

const app = Fastify();
let documentRequest: FastifyRequest | undefined;
const cookie = `${SESSION_COOKIE}=${'k'.repeat(43)}`;

beforeAll(async () => {
  await app.register(import('@fastify/cookie'));
  app.get('/api/echo', (request) => ({ cookie: request.headers.cookie, ip: request.ip }));
  app.get('/page', (request) => {
    documentRequest = request;
    return 'ok';
  });
  await app.ready();
  await app.inject({ method: 'GET', url: '/page', headers: { cookie }, remoteAddress: '10.1.2.3' });
});
afterAll(() => app.close());

function theDocumentRequest(): FastifyRequest {
  if (documentRequest === undefined) throw new Error('no document request');
  return documentRequest;
}

describe('transportFor', () => {
  it('answers a drawn page’s read through the server, as the person whose page it is', async () => {
    const send = transportFor(app, theDocumentRequest());
    const answer = await send('/api/echo', { headers: { accept: 'application/json' } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ cookie, ip: '10.1.2.3' });
  });

  it('refuses anything but a read of the API or the session', async () => {
    const send = transportFor(app, theDocumentRequest());
    const refused = [
      send('/session', { method: 'PATCH', body: '{"accountCode":"30000002"}' }),
      send('/api/echo', { method: 'POST' }),
      send('/gateway/pay', {}),
      send('/dev/mail', {}),
    ];
    for (const call of refused) await expect(call).rejects.toThrow(READ_ONLY_MESSAGE);
  });
});

describe('serverRenderer', () => {
  const appConfig = { brand: 'main' } as AppConfig;
  const page = { markup: '<h1>Dashboard</h1>', title: 'My Dashboard', data: {}, layout: 'wide' };
  const bundleDrawing = (draw: ServerBundle['renderPersonPage']): ServerBundle => ({
    renderPersonPage: draw,
    prerenderedDocument: (_index, drawn) => drawn.markup,
  });
  const renderWith = (bundle: ServerBundle | null, timeoutMs?: number) =>
    serverRenderer(app, {
      bundle: Promise.resolve(bundle),
      appConfig,
      indexFile: import.meta.filename,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
  const request = (url: string, withCookie = true) =>
    ({
      ...theDocumentRequest(),
      method: 'GET',
      url,
      headers: withCookie ? { cookie } : {},
      cookies: withCookie ? { [SESSION_COOKIE]: 'k'.repeat(43) } : {},
      log: app.log,
    }) as unknown as FastifyRequest;

  it('asks the bundle for every GET, with its query, signed in or not, and sends what it draws', async () => {
    const asked: string[] = [];
    const render = renderWith(
      bundleDrawing(({ href }) => {
        asked.push(href);
        return Promise.resolve(href.startsWith('/power') ? page : null);
      }),
    );
    expect(await render(request('/power?period=2026-10'))).toBe('<h1>Dashboard</h1>');
    expect(await render(request('/power', false))).toBe('<h1>Dashboard</h1>');
    // The bundle would not draw it (not a page, a redirect, a query the guards act on).
    expect(await render(request('/?accountCode=1'))).toBeNull();
    expect(asked).toEqual(['/power?period=2026-10', '/power', '/?accountCode=1']);
    expect(await render({ ...request('/power'), method: 'HEAD' })).toBeNull();
    expect(await renderWith(null)(request('/'))).toBeNull();
  });

  it('tells the bundle what the request says of the screen, for the layout it draws', async () => {
    const told: unknown[] = [];
    const render = renderWith(
      bundleDrawing((asked) => {
        told.push(asked);
        return Promise.resolve(page);
      }),
    );
    const phone = request('/power');
    phone.headers['sec-ch-ua-mobile'] = '?1';
    phone.headers['user-agent'] = 'Mozilla/5.0 (Linux; Android 11) Mobile';
    await render(phone);
    expect(told).toEqual([
      { href: '/power', mobileHint: '?1', userAgent: 'Mozilla/5.0 (Linux; Android 11) Mobile' },
    ]);
  });

  it('gives up on a drawing that fails or is slow, so the plain SPA is sent', async () => {
    const failing = renderWith(bundleDrawing(() => Promise.reject(new Error('boom'))));
    expect(await failing(request('/'))).toBeNull();
    const slow = renderWith(
      bundleDrawing(
        () =>
          new Promise((resolve) => {
            setTimeout(() => {
              resolve(page);
            }, 500);
          }),
      ),
      20,
    );
    expect(await slow(request('/'))).toBeNull();
  });
});
