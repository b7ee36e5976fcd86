// Station keys (issue 18): Tech enrols a conveyor kiosk or a fixed-reader station with a key
// instead of a person's password on the kiosk. The key is shown once; the station sends it
// as its box-count socket's token.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { createdMachineKeySchema, machineKeyNameSchema, machineKeySchema } from './machine-keys';

/** What every station key starts with, so the station's settings can tell a key from a password. */
export const STATION_KEY_PREFIX = 'doca_station_';

export const listStationKeys = endpoint({
  method: 'GET',
  path: '/api/station-keys',
  access: ['Tech'],
  summary: 'Station keys (never the keys themselves).',
  response: z.array(machineKeySchema),
});

export const createStationKey = endpoint({
  method: 'POST',
  path: '/api/station-keys',
  access: ['Tech'],
  audit: 'stationKey.created',
  summary: 'Enrol a station; the reply is the only time its key is shown.',
  body: z.object({ name: machineKeyNameSchema }),
  response: createdMachineKeySchema,
});

export const revokeStationKey = endpoint({
  method: 'DELETE',
  path: '/api/station-keys/:id',
  access: ['Tech'],
  audit: 'stationKey.revoked',
  summary: 'Revoke a station key; its station is disconnected at once.',
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: machineKeySchema,
});

export const stationsEndpoints = { listStationKeys, createStationKey, revokeStationKey };
