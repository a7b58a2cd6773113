import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './index';

describe('loadConfig', () => {
  it('gives a working default for every variable', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('localhost');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.join(REPO_ROOT, '.data', 'pglite'));
    expect(config.modules).toEqual(['identity', 'session', 'api', 'gateway', 'sms-sandbox']);
    expect(config.brand).toBe('main');
    expect(config.businessGroup).toBeNull();
    expect(loadConfig({ BUSINESS_GROUP: ' ' }).businessGroup).toBeNull();
    expect(config.isProduction).toBe(false);
    expect(config.routeRules).toEqual([]);
    expect(config.identity).toEqual({
      accessTokenTtl: 300,
      refreshTokenTtl: 43_200,
      sessionTtl: 43_200,
    });
  });

  it('reads the identity provider’s lifetimes in seconds', () => {
    const config = loadConfig({
      IDP_ACCESS_TOKEN_TTL: '120',
      IDP_REFRESH_TOKEN_TTL: '3600',
      IDP_SESSION_TTL: '7200',
    });
    expect(config.identity).toEqual({
      accessTokenTtl: 120,
      refreshTokenTtl: 3600,
      sessionTtl: 7200,
    });
  });

  it('reads each variable it documents', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      PUBLIC_URL: 'https://portal.example.nz/',
      DATABASE_URL: 'postgres://portal@db.internal:5432/portal',
      DATA_DIR: 'var/pglite',
      MODULES: 'api, gateway',
      BRAND: 'flexi',
      BUSINESS_GROUP: 'Prepay',
      SERVE_WEB: 'false',
      LEGACY_PORTAL_URL: 'https://old.example.nz',
      ERROR_PAGE_EMOJI: 'no',
      ROUTE_RULES: '[{"from":"/old-bills","to":"/account/bill-history"}]',
    });
    expect(config.isProduction).toBe(true);
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://portal.example.nz');
    expect(config.databaseUrl).toBe('postgres://portal@db.internal:5432/portal');
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'var', 'pglite'));
    expect(config.modules).toEqual(['api', 'gateway']);
    expect(config.brand).toBe('flexi');
    expect(config.businessGroup).toBe('Prepay');
    expect(config.web.serve).toBe(false);
    expect(config.legacyPortalUrl).toBe('https://old.example.nz');
    expect(config.featureFlags.errorPageEmoji).toBe(false);
    expect(config.routeRules).toEqual([{ from: '/old-bills', to: '/account/bill-history' }]);
  });

  it('sheds load and drains by default, with the event-loop limit off under test', () => {
    const config = loadConfig({});
    expect(config.shutdownDrainMs).toBe(0);
    expect(config.overload).toEqual({
      maxEventLoopDelayMs: 1000,
      maxEventLoopUtilization: 0,
      maxHeapUsedBytes: 0,
      maxInFlight: 128,
      retryAfterSeconds: 5,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).overload.maxEventLoopDelayMs).toBe(0);
    const tuned = loadConfig({
      NODE_ENV: 'test',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '250',
      OVERLOAD_MAX_HEAP_USED_MB: '512',
      SHUTDOWN_DRAIN_MS: '5000',
    });
    expect(tuned.overload.maxEventLoopDelayMs).toBe(250);
    expect(tuned.overload.maxHeapUsedBytes).toBe(512 * 1024 * 1024);
    expect(tuned.shutdownDrainMs).toBe(5000);
  });

  it('serves metrics only when METRICS_PORT is set, on the loopback address unless told', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '' }).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadConfig({ METRICS_PORT: '0', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      host: '10.0.0.5',
      port: 0,
    });
  });

  it('keeps an in-memory data directory as it is', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['METRICS_PORT', 'ninety'],
    ['METRICS_PORT', '65536'],
    ['BRAND', 'acme'],
    ['BUSINESS_GROUP', 'Farm'],
    ['MODULES', 'api,billing'],
    ['MODULES', ''],
    ['DATABASE_URL', 'not a url'],
    ['SERVE_WEB', 'perhaps'],
    ['ROUTE_RULES', '{broken'],
    ['ROUTE_RULES', '[{"from":"no-slash","to":"/"}]'],
    ['NODE_ENV', 'staging'],
    ['IDP_ACCESS_TOKEN_TTL', '5'],
    ['IDP_REFRESH_TOKEN_TTL', 'forever'],
    ['IDP_SESSION_TTL', '0'],
    ['OVERLOAD_MAX_EVENT_LOOP_UTILIZATION', '1.5'],
    ['OVERLOAD_MAX_IN_FLIGHT', '-1'],
    ['SHUTDOWN_DRAIN_MS', 'soon'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });
});
