import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { ErrorReporter } from './error-reporting';
import type { ModuleFetch } from './module-fetch';

/** What every module is given when it is mounted; modules share nothing else. */
export interface ModuleContext {
  config: Config;
  database: DatabaseHandle;
  /** How this module calls another over HTTP (tests route it through app.inject). */
  fetch: ModuleFetch;
  /** Failures a module handles itself but the provider should hear about (spec section 8). */
  reporter: ErrorReporter;
}
