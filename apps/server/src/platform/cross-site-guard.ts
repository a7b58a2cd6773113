import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a browser sends from a page of our own origin, or from the address bar. */
const OUR_FETCH_SITES = new Set(['same-origin', 'none']);

/** Bodies an HTML form on another site can send without asking (no CORS preflight). */
const FORM_CONTENT_TYPE =
  /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)/i;

/** Where only the SPA's JSON calls belong: a form body there is never ours. */
const JSON_ONLY_PREFIXES = ['/api/', '/session'];

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

function originIsOurs(origin: string, request: FastifyRequest, publicOrigin: string): boolean {
  if (origin === publicOrigin) return true;
  try {
    // The page's own host: a page on another site cannot make its browser send our Host.
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && !OUR_FETCH_SITES.has(fetchSite)) return true;
  const origin = request.headers.origin;
  return typeof origin === 'string' && !originIsOurs(origin, request, publicOrigin);
}

function isFormBodyOnJsonPath(request: FastifyRequest): boolean {
  const contentType = request.headers['content-type'];
  if (typeof contentType !== 'string' || !FORM_CONTENT_TYPE.test(contentType)) return false;
  const path = request.url.split('?')[0] ?? request.url;
  return JSON_ONLY_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * One check against cross-site request forgery for every module, before any body is read.
 * A state-changing request is refused when the browser says it came from another site
 * (Sec-Fetch-Site other than same-origin or none; `same-site` too, as a sibling subdomain
 * still gets SameSite cookies), when its Origin is not ours (`null` included), or when a
 * form-encodable body is sent to the JSON-only API or session endpoint. A request with
 * neither header is let through: browsers send Origin on every cross-origin POST, so such
 * a request comes from a server (the session module calling the identity provider, the API
 * calling the gateway) or an old browser, where the SameSite=Strict cookie still stays home.
 */
export const crossSiteGuardPlugin = fp(
  (app: FastifyInstance, options: { publicUrl: string }) => {
    const publicOrigin = new URL(options.publicUrl).origin;
    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method)) {
        done();
        return;
      }
      if (isCrossSite(request, publicOrigin) || isFormBodyOnJsonPath(request)) {
        done(
          AppError.forbidden(
            CROSS_SITE_MESSAGE,
            'cross_site_request',
            `refused ${request.method} ${request.url.split('?')[0] ?? ''} from origin ${String(request.headers.origin)} (${String(request.headers['sec-fetch-site'])})`,
          ),
        );
        return;
      }
      done();
    });
  },
  { name: 'cross-site-guard' },
);
