import type { ServerResponse } from 'node:http';
import type { ProxyOptions } from 'vite';
// Type-only: the config loader cannot load the package's TypeScript source at run time.
import type { AppConfig } from '@portal/contracts';

/** The portal's server in development (`npm run dev` at the repo root starts it). */
const target = 'http://localhost:3000';

/**
 * Used only when the server is not running (vite dev on its own, or vite preview), so the
 * SPA can still boot and be looked at. The real config always comes from the server.
 */
const fallbackAppConfig: AppConfig = {
  brand: 'main',
  environment: 'development',
  legacyPortalUrl: null,
  buildCheckIntervalMs: 5 * 60 * 1000,
  featureFlags: { errorPageVariantTitle: false, errorPageEmoji: true },
  routeRules: [],
  sentryDsn: null,
  businessGroup: null,
};

function isServerResponse(value: unknown): value is ServerResponse {
  return typeof value === 'object' && value !== null && 'writeHead' in value;
}

const appConfigWithFallback: ProxyOptions = {
  target,
  configure: (proxy) => {
    proxy.on('error', (_error, _req, res) => {
      if (!isServerResponse(res) || res.headersSent) return;
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(fallbackAppConfig));
    });
  },
};

// Regex keys so that '/dev' does not also catch '/devices' and the like.
const prefix = (path: string) => `^${path}(?:/|\\?|$)`;

export const devProxy: Record<string, string | ProxyOptions> = {
  [prefix('/api')]: target,
  [prefix('/idp')]: target,
  [prefix('/session')]: target,
  [prefix('/gateway')]: target,
  [prefix('/healthz')]: target,
  [prefix('/readyz')]: target,
  [prefix('/dev')]: target,
  [prefix('/app-config\\.json')]: appConfigWithFallback,
};
