import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from '@portal/contracts';
import type { Config, ModuleName } from './config';
import type { ModuleContext } from './platform/module-context';
import { createModuleFetch, type ModuleFetch } from './platform/module-fetch';
import { errorHandlerPlugin, frameworkErrorHandler } from './platform/error-handler';
import { createErrorReporter, type ErrorReporter } from './platform/error-reporting';
import { gracefulClosePlugin } from './platform/graceful-close';
import { metricsPlugin } from './platform/metrics/plugin';
import { overloadPlugin } from './platform/overload';
import { nulGuardPlugin } from './platform/nul-guard';
import { requestContextPlugin, requestIdOptions } from './platform/request-context';
import { securityHeadersPlugin } from './platform/security-headers';
import { crossSiteGuardPlugin } from './platform/cross-site-guard';
import { openApiPlugin } from './platform/openapi';
import { healthRoutes } from './platform/health';
import { webRoutes } from './platform/web';
import { devRoutes } from './dev/outbox-page';
import { devMobileDataUseRoutes } from './dev/mobile-data-use';
import { devPrepaySpendRoutes } from './dev/prepay-spend';
import { devDishonourRoutes } from './dev/dishonour-direct-debit';
import { devSendOfferRoutes } from './dev/send-offer';
import { unsubscribeRoutes } from './notifications/unsubscribe/routes';
import { smsReportRoutes } from './notifications/sms-reports-route';
import { identityApiModule, identityModule } from './identity';
import { sessionApiBridge, sessionModule } from './session';
import { SESSION_COOKIE } from './session/cookie';
import { apiModule } from './api';
import { gatewayModule } from './gateway';
import { smsSandboxModule } from './sms-sandbox';

interface Mount {
  plugin: FastifyPluginAsync<ModuleContext>;
  prefix: string;
}

/** Where each module's plugins are mounted; the identity module also serves /api/iam. */
const MODULES: Record<ModuleName, Mount[]> = {
  identity: [
    { plugin: identityModule, prefix: '/idp' },
    { plugin: identityApiModule, prefix: '/api' },
  ],
  session: [{ plugin: sessionModule, prefix: '/session' }],
  api: [{ plugin: apiModule, prefix: '/api' }],
  gateway: [{ plugin: gatewayModule, prefix: '/gateway' }],
  'sms-sandbox': [{ plugin: smsSandboxModule, prefix: '/sms-sandbox' }],
};

/** A saved card's token travels in the gateway's paths (/tokens/{token}/…): never into a log. */
const CARD_TOKEN_IN_PATH = /(\/tokens\/)[^/?#]+/g;

/** Fastify's request log fields, with any card token in the path masked. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(CARD_TOKEN_IN_PATH, '$1[token]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** Fastify's own options: logging with request ids, proxies, and how shutdown treats sockets. */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      // No headers reach a line: the request serializer names its fields and the response's
      // gives the status only, so cookies and bearer tokens never do (security/secrets.test).
      // Redaction paths for them cost every line a microsecond and matched nothing.
      serializers: { req: requestForLog },
    },
    trustProxy: config.trustProxy,
    // Idle keep-alive sockets close at once on shutdown; busy ones finish their request.
    forceCloseConnections: 'idle',
    bodyLimit: 1_048_576,
    // Malformed or over-long path parameters leave in the normalised envelope too.
    frameworkErrors: frameworkErrorHandler,
    ...requestIdOptions,
  };
}

export function browserConfig(config: Config): AppConfig {
  return {
    brand: config.brand,
    environment: config.environment,
    legacyPortalUrl: config.legacyPortalUrl,
    buildCheckIntervalMs: config.buildCheckIntervalMs,
    featureFlags: config.featureFlags,
    routeRules: config.routeRules,
    sentryDsn: config.errorReporting.browserDsn,
    businessGroup: config.businessGroup,
  };
}

/**
 * The whole portal as one plugin: tests register exactly what production runs. Which modules
 * are mounted is configuration, so identity, API and gateway can run as separate processes.
 */
export interface AppOptions {
  config: Config;
  database: ModuleContext['database'];
  /** Replaces the HTTP client modules use to reach each other (tests pass app.inject). */
  fetch?: ModuleFetch;
  /** Replaces the error reporter made from configuration (tests capture reports). */
  errorReporter?: ErrorReporter;
}

export const app = fp(
  async (fastify: FastifyInstance, options: AppOptions) => {
    const { config, database } = options;
    const fetch = options.fetch ?? createModuleFetch(config);
    fastify.setValidatorCompiler(validatorCompiler);
    fastify.setSerializerCompiler(serializerCompiler);

    await fastify.register(metricsPlugin, { settings: config.metrics, database });
    await fastify.register(requestContextPlugin);
    const reporter =
      options.errorReporter ??
      (await createErrorReporter({
        dsn: config.errorReporting.serverDsn,
        environment: config.environment,
      }));
    fastify.addHook('onClose', () => reporter.flush());
    await fastify.register(errorHandlerPlugin, { reporter });
    await fastify.register(nulGuardPlugin);
    const browserDsn = config.errorReporting.browserDsn;
    await fastify.register(securityHeadersPlugin, {
      isProduction: config.isProduction,
      reportingOrigin: browserDsn === null ? null : new URL(browserDsn).origin,
      sessionCookie: SESSION_COOKIE,
    });
    // After the security headers, so a refusal while draining or overloaded carries them;
    // before anything that reads the database, so a refused request costs next to nothing.
    await fastify.register(gracefulClosePlugin);
    await fastify.register(overloadPlugin, config.overload);
    await fastify.register(crossSiteGuardPlugin, { publicUrl: config.publicUrl });
    await fastify.register(compress, { global: true, threshold: 1024 });
    await fastify.register(cookie);
    await fastify.register(openApiPlugin, { publicUrl: config.publicUrl });

    await fastify.register(healthRoutes(() => database.ping()));
    if (!config.isProduction) {
      await fastify.register(devRoutes(database.db));
      await fastify.register(devPrepaySpendRoutes(database.db));
      await fastify.register(devDishonourRoutes(database.db));
      await fastify.register(devMobileDataUseRoutes(database.db));
      await fastify.register(devSendOfferRoutes(database.db, config));
    }
    if (config.modules.includes('api')) {
      await fastify.register(unsubscribeRoutes(database.db), { prefix: '/unsubscribe' });
      await fastify.register(smsReportRoutes(database.db, config.sms.apiKey));
    }
    if (config.modules.includes('session')) {
      await fastify.register(fp(sessionApiBridge, { name: 'session-bridge' }), {
        config,
        database,
        fetch,
        reporter,
      });
    }
    for (const name of config.modules) {
      for (const mount of MODULES[name]) {
        await fastify.register(mount.plugin, {
          prefix: mount.prefix,
          config,
          database,
          fetch,
          reporter,
        });
      }
    }
    await fastify.register(
      fp(webRoutes({ ...config.web, appConfig: browserConfig(config) }), { name: 'web' }),
    );
  },
  { name: 'portal' },
);
