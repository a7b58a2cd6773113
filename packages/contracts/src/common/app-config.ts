import { z } from 'zod';

/** The one brand value of a deployment (spec section 1; docs/spec-notes.md "brand"). */
export const brandSchema = z.enum(['main', 'business', 'prepay', 'legacy', 'flexi', 'third']);
export type Brand = z.infer<typeof brandSchema>;

export const environmentSchema = z.enum(['development', 'test', 'production']);
export type Environment = z.infer<typeof environmentSchema>;

/**
 * What the browser is allowed to know of the server's configuration: an explicit list,
 * served at APP_CONFIG_PATH. Nothing secret belongs here.
 */
export const appConfigSchema = z.object({
  brand: brandSchema,
  environment: environmentSchema,
  /** Older portal for the legacy-portal link; null hides the link. */
  legacyPortalUrl: z.url().nullable(),
  /** How often the SPA checks BUILD_META_PATH for a newer deployed build. */
  buildCheckIntervalMs: z.number().int().positive(),
  /** Error page flags of spec section 2. */
  featureFlags: z.object({
    errorPageVariantTitle: z.boolean(),
    errorPageEmoji: z.boolean(),
  }),
  /** Where the browser reports errors (Sentry DSN, public by design); null turns reporting off. */
  sentryDsn: z.url().nullable(),
  /** Old paths mapped to new ones (spec section 2, route rules); absolute targets leave the app. */
  routeRules: z.array(z.object({ from: z.string(), to: z.string() })),
  /**
   * The business group this deployment serves (spec section 6): only its accounts are
   * listed and count for which services apply. Null: every account with a business group.
   */
  businessGroup: z.string().min(1).nullable(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const APP_CONFIG_PATH = '/app-config.json';

/** Written into the SPA build; the SPA polls it to offer a reload after a new deployment. */
export const buildMetaSchema = z.object({ buildId: z.string().min(1) });
export type BuildMeta = z.infer<typeof buildMetaSchema>;
export const BUILD_META_PATH = '/build-meta.json';

/**
 * Pages the build draws ahead of time for each brand (issue 8, P6), so the server can send
 * them painted, before the SPA's script has run. Only pages that need nobody signed in and
 * no data from the server qualify. The files are `PRERENDER_DIR/<brand><path>.html`.
 */
export const PRERENDERED_PAGES = ['/login'] as const;
export const PRERENDER_DIR = 'prerendered';

/**
 * Every other page is drawn by the server for the person asking (issues 8 and 27), from the
 * SPA's own components in the build's server bundle, `SERVER_BUNDLE_DIR/SERVER_BUNDLE_ENTRY`
 * under the SPA's dist. The build's prerender uses the same bundle.
 */
export const SERVER_BUNDLE_DIR = 'ssr';
export const SERVER_BUNDLE_ENTRY = 'render-page.js';
