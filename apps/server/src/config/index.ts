import path from 'node:path';
import { z } from 'zod';
import { brandSchema, businessGroupSchema, environmentSchema } from '@portal/contracts';
import { STEP_UP_MAX_AGE_SECONDS } from '@portal/domain';

/** The repository root, so relative paths mean the same from `npm start` and from a workspace. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

export const MODULE_NAMES = ['identity', 'session', 'api', 'gateway', 'sms-sandbox'] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional());

const repoPath = z
  .string()
  .min(1)
  .transform((value) =>
    value.startsWith('memory://') || path.isAbsolute(value)
      ? value
      : path.resolve(REPO_ROOT, value),
  );

/**
 * Every environment variable the server reads, with its default and meaning. The README's
 * configuration table is written from this list; keep the two together.
 */
const envSchema = z.object({
  NODE_ENV: environmentSchema.default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  // While PostgreSQL cannot be reached (a failover), a request waits this long for a
  // connection before failing (decision 035); 0 fails at once.
  DATABASE_FAILOVER_WAIT_MS: z.coerce.number().int().min(0).default(20_000),
  DATA_DIR: repoPath.default(path.join(REPO_ROOT, '.data', 'pglite')),
  SEED_DEMO_DATA: booleanFlag.default(true),
  MODULES: z
    .string()
    .default(MODULE_NAMES.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    )
    .pipe(z.array(z.enum(MODULE_NAMES)).min(1)),
  BRAND: brandSchema.default('main'),
  // Spec section 6: the configured business group (Residential, Business or Prepay). Only its
  // accounts are listed and decide which services apply; unset or empty lists every account
  // that has a business group (decision 022).
  BUSINESS_GROUP: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(businessGroupSchema.optional()),
  SERVE_WEB: booleanFlag.default(true),
  WEB_DIST_DIR: repoPath.default(path.join(REPO_ROOT, 'apps', 'web', 'dist')),
  LEGACY_PORTAL_URL: optionalUrl,
  // The older portal's own client credentials for redeeming its auto-login tokens.
  LEGACY_PORTAL_CLIENT_ID: z.string().trim().min(1).max(100).optional(),
  LEGACY_PORTAL_CLIENT_SECRET: z.string().min(32).max(200).optional(),
  BUILD_CHECK_INTERVAL_MS: z.coerce.number().int().min(10_000).default(300_000),
  ERROR_PAGE_VARIANT_TITLE: booleanFlag.default(false),
  ERROR_PAGE_EMOJI: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  // Load shedding and draining (issue 8): 0 switches a limit off.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  OVERLOAD_MAX_HEAP_USED_MB: z.coerce.number().int().min(0).default(0),
  OVERLOAD_MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(128),
  OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  TRUST_PROXY: booleanFlag.default(false),
  IDP_ACCESS_TOKEN_TTL: z.coerce.number().int().min(30).max(3600).default(300),
  IDP_REFRESH_TOKEN_TTL: z.coerce.number().int().min(60).max(2_592_000).default(43_200),
  IDP_SESSION_TTL: z.coerce.number().int().min(60).max(2_592_000).default(43_200),
  // A portal session unused this long reads as signed out (issue 8); IDP_SESSION_TTL caps it.
  SESSION_IDLE_TIMEOUT: z.coerce.number().int().min(60).max(86_400).default(1800),
  // How recent a sign-in a risky action asks for (decision 052); tests shorten or lengthen it.
  STEP_UP_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .max(86_400)
    .default(STEP_UP_MAX_AGE_SECONDS),
  SENTRY_DSN: optionalUrl,
  SENTRY_BROWSER_DSN: optionalUrl,
  SESSION_ENDPOINT_ENABLED: booleanFlag.default(true),
  SESSION_ALLOWED_METHODS: z
    .string()
    .default('GET,POST,PATCH,DELETE')
    .transform((value) =>
      value
        .split(',')
        .map((method) => method.trim().toUpperCase())
        .filter((method) => method !== ''),
    )
    .pipe(z.array(z.enum(['GET', 'POST', 'PATCH', 'DELETE']))),
  GATEWAY_URL: optionalUrl,
  GATEWAY_API_KEY: z.string().min(16).default('sandbox-merchant-key-not-secret'),
  CARD_SURCHARGE_PERCENT: z.coerce.number().min(0).max(10).default(1.5),
  SCHEDULER_ENABLED: booleanFlag.default(true),
  // Where email goes (smtp://user:pass@host:port, or smtps://). Unset outside production, a
  // development SMTP server on loopback receives it and /dev/outbox shows it (issue 28).
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().trim().min(3).default('notifications@harbour.example.nz'),
  // The text-message provider's API (the sandbox module by default) and its key, which also
  // signs its delivery reports.
  SMS_URL: optionalUrl,
  SMS_API_KEY: z.string().min(16).default('sandbox-sms-key-not-secret'),
  // Prometheus metrics on a listener of their own (decision 034): unset serves none.
  METRICS_PORT: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : Number(value)))
    .pipe(z.number().int().min(0).max(65535).optional()),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  ROUTE_RULES: z
    .string()
    .default('[]')
    .transform((value, context) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON array of { from, to }' });
        return z.NEVER;
      }
    })
    .pipe(z.array(z.object({ from: z.string().startsWith('/'), to: z.string().min(1) }))),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  environment: z.infer<typeof environmentSchema>;
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string | undefined;
  /** How long a request waits for PostgreSQL during a failover (DATABASE_FAILOVER_WAIT_MS). */
  databaseFailoverWaitMs: number;
  dataDir: string;
  seedDemoData: boolean;
  modules: readonly ModuleName[];
  brand: z.infer<typeof brandSchema>;
  /** The business group the portal serves (BUSINESS_GROUP); null serves every group. */
  businessGroup: z.infer<typeof businessGroupSchema> | null;
  web: { serve: boolean; distDir: string };
  legacyPortalUrl: string | null;
  /** The older portal's client credentials; null (nothing can redeem) unless both are set. */
  legacyPortalClient: { id: string; secret: string } | null;
  buildCheckIntervalMs: number;
  featureFlags: { errorPageVariantTitle: boolean; errorPageEmoji: boolean };
  logLevel: string;
  shutdownTimeoutMs: number;
  /** After SIGTERM the listener stays open this long, answering new requests 503. */
  shutdownDrainMs: number;
  /**
   * Load shedding (@fastify/under-pressure): past any limit, requests get a 503 with
   * Retry-After instead of queueing until they time out; 0 switches a limit off.
   */
  overload: {
    maxEventLoopDelayMs: number;
    maxEventLoopUtilization: number;
    maxHeapUsedBytes: number;
    /** Requests being served at once; more wait on the database pool, so refuse them. */
    maxInFlight: number;
    retryAfterSeconds: number;
  };
  trustProxy: boolean;
  routeRules: { from: string; to: string }[];
  /** Lifetimes, in seconds, of what the identity provider issues (decision 004). */
  identity: { accessTokenTtl: number; refreshTokenTtl: number; sessionTtl: number };
  /**
   * The portal session (the cookie's key): signed out after `idleSeconds` without a request,
   * and after `absoluteSeconds` (the identity provider's session lifetime) whatever happens.
   */
  sessionLifetime: { idleSeconds: number; absoluteSeconds: number };
  /** Seconds since signing in within which a risky action goes through without asking again. */
  stepUpMaxAgeSeconds: number;
  /** Error reporting (Sentry): off unless a DSN is set; the browser's DSN is public by design. */
  errorReporting: { serverDsn: string | undefined; browserDsn: string | null };
  /**
   * The card and online-banking gateway as the API reaches it (the sandbox module by
   * default) and the merchant key it presents; the sandbox also derives its card
   * fingerprint key from that key.
   */
  gateway: { url: string; apiKey: string };
  /** Percentage added to card payments of bills (spec section 9; decided in spec-notes). */
  cardSurchargePercent: number;
  /** Spec section 5: the session endpoint can be switched off or limited to some methods. */
  sessionEndpoint: { enabled: boolean; allowedMethods: readonly string[] };
  /** The job queue that runs automatic top-ups (decision 012); on in every API process. */
  scheduler: { enabled: boolean };
  /** The text-message provider as the delivery job reaches it, and its key (see SMS_URL). */
  sms: { url: string; apiKey: string };
  /** Email by SMTP: `smtpUrl` null means the development server on loopback (never in production). */
  mail: { smtpUrl: string | null; from: string };
  /**
   * Prometheus metrics, served at /metrics on a port of their own and never on the public
   * one (decision 034); null serves none.
   */
  metrics: { host: string; port: number } | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the environment once, at boot. A bad value stops the start with a message that
 * names the variable, rather than a server that runs half configured.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${String(e.PORT)}`).replace(/\/$/, '');
  return {
    environment: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    databaseFailoverWaitMs: e.DATABASE_FAILOVER_WAIT_MS,
    dataDir: e.DATA_DIR,
    seedDemoData: e.SEED_DEMO_DATA,
    modules: e.MODULES,
    brand: e.BRAND,
    businessGroup: e.BUSINESS_GROUP ?? null,
    web: { serve: e.SERVE_WEB, distDir: e.WEB_DIST_DIR },
    legacyPortalUrl: e.LEGACY_PORTAL_URL ?? null,
    legacyPortalClient:
      e.LEGACY_PORTAL_CLIENT_ID === undefined || e.LEGACY_PORTAL_CLIENT_SECRET === undefined
        ? null
        : { id: e.LEGACY_PORTAL_CLIENT_ID, secret: e.LEGACY_PORTAL_CLIENT_SECRET },
    buildCheckIntervalMs: e.BUILD_CHECK_INTERVAL_MS,
    featureFlags: {
      errorPageVariantTitle: e.ERROR_PAGE_VARIANT_TITLE,
      errorPageEmoji: e.ERROR_PAGE_EMOJI,
    },
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    overload: {
      // 1 s by default; off under test, where an embedded database's migration can hold the
      // loop for over a second and the next injected request would be refused.
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS ?? (e.NODE_ENV === 'test' ? 0 : 1000),
      maxEventLoopUtilization: e.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
      maxHeapUsedBytes: e.OVERLOAD_MAX_HEAP_USED_MB * 1024 * 1024,
      maxInFlight: e.OVERLOAD_MAX_IN_FLIGHT,
      retryAfterSeconds: e.OVERLOAD_RETRY_AFTER_SECONDS,
    },
    trustProxy: e.TRUST_PROXY,
    routeRules: e.ROUTE_RULES,
    errorReporting: { serverDsn: e.SENTRY_DSN, browserDsn: e.SENTRY_BROWSER_DSN ?? null },
    gateway: {
      url: (e.GATEWAY_URL ?? `${publicUrl}/gateway`).replace(/\/$/, ''),
      apiKey: e.GATEWAY_API_KEY,
    },
    cardSurchargePercent: e.CARD_SURCHARGE_PERCENT,
    scheduler: { enabled: e.SCHEDULER_ENABLED },
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    sms: {
      url: (e.SMS_URL ?? `${publicUrl}/sms-sandbox`).replace(/\/$/, ''),
      apiKey: e.SMS_API_KEY,
    },
    metrics: e.METRICS_PORT === undefined ? null : { host: e.METRICS_HOST, port: e.METRICS_PORT },
    sessionEndpoint: {
      enabled: e.SESSION_ENDPOINT_ENABLED,
      allowedMethods: e.SESSION_ALLOWED_METHODS,
    },
    identity: {
      accessTokenTtl: e.IDP_ACCESS_TOKEN_TTL,
      refreshTokenTtl: e.IDP_REFRESH_TOKEN_TTL,
      sessionTtl: e.IDP_SESSION_TTL,
    },
    sessionLifetime: {
      idleSeconds: Math.min(e.SESSION_IDLE_TIMEOUT, e.IDP_SESSION_TTL),
      absoluteSeconds: e.IDP_SESSION_TTL,
    },
    stepUpMaxAgeSeconds: e.STEP_UP_MAX_AGE_SECONDS,
  };
}
