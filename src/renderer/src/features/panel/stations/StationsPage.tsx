// "Estações" (issue 18): Tech enrols each conveyor kiosk and fixed-reader station with a key,
// so no person's password is kept on a kiosk and no locked account stops the belt.
import { Code, Stack, Text } from '@mantine/core';
import { createStationKey, listStationKeys, revokeStationKey } from '@shared/contract/stations';
import { Page } from '@renderer/components/Page';
import { MachineKeysCard, type MachineKeyEndpoints, type MachineKeyWords } from '../machine-keys/MachineKeysCard';

const ENDPOINTS: MachineKeyEndpoints = { list: listStationKeys, create: createStationKey, revoke: revokeStationKey };

const WORDS: MachineKeyWords = {
  title: 'Chaves de estação',
  newTitle: 'Nova chave de estação',
  loadError: 'Erro ao buscar chaves de estação',
  empty: 'Nenhuma estação cadastrada. Crie uma chave para cada esteira ou leitor fixo.',
  nameHint: 'Qual estação vai usar a chave, por exemplo: Esteira 1',
  usage: (
    <>
      Cole-a na estação, em <Code>Configurações da estação</Code>, campo Chave da estação. Ela só envia as leituras do leitor
      fixo.
    </>
  ),
  revokeWarning: 'A estação que a usa é desconectada na hora e para de enviar leituras.',
};

export function StationsPage() {
  return (
    <Page title="Estações">
      <Stack gap="lg" maw={1100}>
        <Text c="dimmed" maw={760}>
          As esteiras e os leitores fixos enviam as leituras com uma chave própria, nunca com a senha de uma pessoa. A chave é
          mostrada uma única vez; revogue a de uma estação perdida ou trocada.
        </Text>
        <MachineKeysCard endpoints={ENDPOINTS} words={WORDS} />
      </Stack>
    </Page>
  );
}
