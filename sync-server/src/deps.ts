import type { Env } from './config/env';
import type { Database } from './db/database';
import type { Clock } from './lib/clock';
import type { Logger } from './lib/logger';

/** What every router factory receives: `export function xRouter(deps: AppDeps): Router`. */
export interface AppDeps {
  env: Env;
  db: Database;
  clock: Clock;
  logger: Logger;
}
