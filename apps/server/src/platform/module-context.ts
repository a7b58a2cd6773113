import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';

/** What every module is given when it is mounted; modules share nothing else. */
export interface ModuleContext {
  config: Config;
  database: DatabaseHandle;
}
