import { CookieJar } from '../test-support/cookie-jar';
import type { Stats } from './stats';

export interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A path on the portal, or an absolute URL on its origin. */
  url: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Statuses the flow expects besides 2xx and 3xx (e.g. 409 for a payment in progress). */
  expect?: readonly number[];
  /** The name the request is counted under, e.g. 'GET account'. */
  label: string;
}

export interface Answer {
  status: number;
  /** 0 when the request never got an answer (refused, reset, timed out). */
  ok: boolean;
  headers: Headers;
  text: string;
  json(): unknown;
}

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Just enough of a browser: a cookie jar (path-scoped, deletions honoured; `Secure` is
 * ignored because the soak talks plain HTTP on loopback) and the headers a same-origin page
 * sends, so the cross-site guard sees the SPA it expects. Every request is counted.
 */
export class Browser {
  private readonly jar = new CookieJar();

  constructor(
    readonly origin: string,
    private readonly stats: Stats,
  ) {}

  async call(call: Call): Promise<Answer> {
    const url = new URL(call.url, this.origin);
    if (url.origin !== this.origin) throw new Error(`not the portal's origin: ${call.url}`);
    const method = call.method ?? 'GET';
    const headers: Record<string, string> = {
      accept: 'application/json, text/html;q=0.9',
      ...(method === 'GET' ? {} : { origin: this.origin }),
      'sec-fetch-site': 'same-origin',
      ...call.headers,
    };
    const cookie = this.jar.headerFor(url.pathname);
    if (cookie !== '') headers.cookie = cookie;
    let body: string | undefined;
    if (call.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.json);
    } else if (call.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(call.form).toString();
    }
    const period = this.stats.period;
    const started = performance.now();
    try {
      const response = await fetch(url, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      this.store(response.headers.getSetCookie());
      const expected = response.status < 400 || (call.expect ?? []).includes(response.status);
      this.stats.record(period, call.label, response.status, performance.now() - started, expected);
      return {
        status: response.status,
        ok: expected,
        headers: response.headers,
        text,
        json: () => JSON.parse(text) as unknown,
      };
    } catch (error) {
      this.stats.record(period, call.label, 0, performance.now() - started, false, error);
      return {
        status: 0,
        ok: false,
        headers: new Headers(),
        text: '',
        json: () => {
          throw new Error('no answer');
        },
      };
    }
  }

  /** Follows redirects while they stay on the identity provider; returns the last location. */
  async navigate(call: Call): Promise<{ answer: Answer; leftFor: string | undefined }> {
    let answer = await this.call(call);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = answer.headers.get('location');
      if (location === null || answer.status < 300 || answer.status >= 400) {
        return { answer, leftFor: undefined };
      }
      const target = new URL(location, this.origin);
      if (target.origin !== this.origin || !target.pathname.startsWith('/idp/')) {
        return { answer, leftFor: target.href };
      }
      answer = await this.call({ url: target.href, label: call.label });
    }
    throw new Error('too many redirects');
  }

  /** The Cookie header this browser would send to `pathname` (for other HTTP clients). */
  cookieFor(pathname: string): string {
    return this.jar.headerFor(pathname);
  }

  forgetCookies(): void {
    this.jar.clear();
  }

  private store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      if (equals <= 0) continue;
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      let path = '/';
      let gone = value === '';
      for (const attribute of attributes) {
        const [key = '', setting = ''] = attribute.split('=');
        const lower = key.toLowerCase();
        if (lower === 'path') path = setting || '/';
        if (lower === 'max-age' && Number(setting) <= 0) gone = true;
        if (lower === 'expires' && Date.parse(setting) <= Date.now()) gone = true;
      }
      this.jar.keep(name, value, path, gone);
    }
  }
}
