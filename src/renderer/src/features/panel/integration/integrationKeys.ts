// The integration keys' card: how the company's systems are let in.
import { createIntegrationKey, listIntegrationKeys, revokeIntegrationKey } from '@shared/contract/integration';
import type { MachineKeyEndpoints, MachineKeyWords } from '../machine-keys/MachineKeysCard';

export const INTEGRATION_KEY_ENDPOINTS: MachineKeyEndpoints = {
  list: listIntegrationKeys,
  create: createIntegrationKey,
  revoke: revokeIntegrationKey,
};

export const INTEGRATION_KEY_WORDS: MachineKeyWords = {
  title: 'Chaves de integração',
  newTitle: 'Nova chave de integração',
  loadError: 'Erro ao buscar chaves de integração',
  empty: 'Nenhuma chave criada. Crie uma para o sistema da empresa enviar pedidos.',
  nameHint: 'Quem vai usar a chave, por exemplo: ERP Protheus',
  usage: 'O sistema da empresa a envia no cabeçalho X-Api-Key de cada chamada.',
  revokeWarning: 'O sistema que a usa para de conseguir enviar dados na hora.',
};
