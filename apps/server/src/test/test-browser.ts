import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CookieJar } from '../../../../test-support/cookie-jar';

export interface BrowserRequest {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A path, or an absolute URL on the portal's own origin. */
  url: string;
  form?: Record<string, string>;
  /** A JSON body, as the SPA sends to /session and /api. */
  json?: unknown;
  /** A raw body with its content type, as a browser sends a file (an upload). */
  file?: { contentType: string; bytes: Buffer };
  headers?: Record<string, string>;
}

/**
 * Just enough of a browser for the sign-in flow through `app.inject`: a cookie jar (paths
 * respected, deletions honoured) and redirect following within the portal's origin.
 */
export class TestBrowser {
  private readonly jar = new CookieJar();

  constructor(
    /** The app the browser talks to (test helpers find its database by it). */
    readonly app: FastifyInstance,
    private readonly origin: string,
    /** The client's address, as the throttle sees it. */
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  async request(request: BrowserRequest): Promise<LightMyRequestResponse> {
    const path = this.pathOf(request.url);
    const cookie = this.jar.headerFor(path.split('?')[0] ?? path);
    const response = await this.app.inject({
      method: request.method ?? 'GET',
      url: path,
      remoteAddress: this.remoteAddress,
      headers: {
        host: new URL(this.origin).host,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
        ...(cookie === '' ? {} : { cookie }),
        ...(request.form === undefined
          ? {}
          : { 'content-type': 'application/x-www-form-urlencoded' }),
        ...(request.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(request.file === undefined ? {} : { 'content-type': request.file.contentType }),
        ...request.headers,
      },
      ...(request.form === undefined
        ? {}
        : { payload: new URLSearchParams(request.form).toString() }),
      ...(request.json === undefined ? {} : { payload: JSON.stringify(request.json) }),
      ...(request.file === undefined ? {} : { payload: request.file.bytes }),
    });
    this.store(response);
    return response;
  }

  /**
   * Follows redirects until a page is shown or the browser is sent off the identity
   * provider (to the portal's callback); `location` is that last redirect target, if any.
   */
  async navigate(
    request: BrowserRequest,
  ): Promise<{ response: LightMyRequestResponse; location: string | undefined }> {
    let response = await this.request(request);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.location;
      if (typeof location !== 'string' || response.statusCode < 300 || response.statusCode >= 400) {
        return { response, location: undefined };
      }
      const target = new URL(location, this.origin);
      if (target.origin !== this.origin || !target.pathname.startsWith('/idp/')) {
        return { response, location: target.href };
      }
      response = await this.request({ url: target.href });
    }
    throw new Error('too many redirects');
  }

  hasCookie(name: string): boolean {
    return this.jar.has(name);
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  private pathOf(url: string): string {
    const parsed = new URL(url, this.origin);
    if (parsed.origin !== this.origin) throw new Error(`not on the portal's origin: ${url}`);
    return `${parsed.pathname}${parsed.search}`;
  }

  private store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      path?: string;
      expires?: Date;
      maxAge?: number;
    }[]) {
      const gone =
        cookie.value === '' ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now()) ||
        (cookie.maxAge !== undefined && cookie.maxAge <= 0);
      this.jar.keep(cookie.name, cookie.value, cookie.path ?? '/', gone);
    }
  }
}
