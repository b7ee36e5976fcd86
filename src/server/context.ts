// What every route and service of one server instance shares.
import type { Db } from './db/client';
import type { ServerConfig } from './config';
import type { TokenService } from './auth/tokens';
import type { FloorEvents } from './floor-events';

export interface AppContext {
  db: Db;
  dbKind: 'postgres' | 'pglite';
  config: ServerConfig;
  tokens: TokenService;
  /** Where services announce committed changes to the floor's screens (floor-events.ts). */
  events: FloorEvents;
  /** The clock, replaceable in tests. */
  now(): Date;
}
