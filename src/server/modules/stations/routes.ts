// Tech enrols stations: a key per conveyor kiosk or fixed-reader station, revoked at once.
import type { FastifyInstance } from 'fastify';
import { stationsEndpoints } from '../../../shared/contract/stations';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { createMachineKey, listMachineKeys, revokeMachineKey } from '../../auth/machine-keys';
import { STATION_KEYS } from '../../auth/station-keys';

export function stationsRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, stationsEndpoints.listStationKeys, () => listMachineKeys(app, STATION_KEYS));
  bind(server, app, stationsEndpoints.createStationKey, ({ body }, { user }) => createMachineKey(app, STATION_KEYS, body.name, user.id));
  bind(server, app, stationsEndpoints.revokeStationKey, async ({ params }) => {
    const key = await revokeMachineKey(app, STATION_KEYS, params.id);
    app.events.raise({ kind: 'stationKeyRevoked', keyId: key.id });
    return key;
  });
}
