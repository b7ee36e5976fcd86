// Integration keys: how the company's systems call /api/integration (header X-Api-Key).
import { integrationKeys } from '../db/schema';
import type { AppContext } from '../context';
import { authenticateMachineKey, newMachineKey, type MachineCaller, type MachineKeyKind } from './machine-keys';

export type IntegrationCaller = MachineCaller;

export const INTEGRATION_KEYS: MachineKeyKind = {
  table: integrationKeys,
  prefix: 'doca_',
  refused: 'Chave de integração ausente, inválida ou revogada.',
  notFound: 'Chave de integração não encontrada',
};

export const newIntegrationKey = () => newMachineKey(INTEGRATION_KEYS);

export function authenticateIntegration(app: AppContext, header: string | string[] | undefined): Promise<IntegrationCaller> {
  return authenticateMachineKey(app, INTEGRATION_KEYS, Array.isArray(header) ? header[0] : header);
}
