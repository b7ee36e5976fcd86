// Station keys: how a conveyor kiosk's or a fixed-reader station's link sends box reads
// (issue 18). A station key opens the box-count socket for reads and nothing else: not the
// API, not the live socket, not the belt's switch or the route answers, which are people's.
import { stationKeys } from '../db/schema';
import { STATION_KEY_PREFIX } from '../../shared/contract/stations';
import { newMachineKey, type MachineKeyKind } from './machine-keys';

export const STATION_KEYS: MachineKeyKind = {
  table: stationKeys,
  prefix: STATION_KEY_PREFIX,
  refused: 'Chave de estação ausente, inválida ou revogada.',
  notFound: 'Chave de estação não encontrada',
};

export const newStationKey = () => newMachineKey(STATION_KEYS);
