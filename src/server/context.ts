// What every route and service of one server instance shares.
import type { Db } from './db/client';
import type { ServerConfig } from './config';
import type { TokenService } from './auth/tokens';

export interface AppContext {
  db: Db;
  dbKind: 'postgres' | 'pglite';
  config: ServerConfig;
  tokens: TokenService;
  /** The clock, replaceable in tests. */
  now(): Date;
}
