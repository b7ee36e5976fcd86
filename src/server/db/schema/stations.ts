// Stations are enrolled with a key (issue 18), never signed in as a person: the conveyor
// link of a kiosk or a fixed-reader station sends its reads with its station key.
import { index, pgTable } from 'drizzle-orm/pg-core';
import { machineKeyColumns } from './machine-keys';

export const stationKeys = pgTable('station_keys', machineKeyColumns(), (table) => [
  index('station_keys_active_idx').on(table.keyHash, table.revokedAt),
]);
