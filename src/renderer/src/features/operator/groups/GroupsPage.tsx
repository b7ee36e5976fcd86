// Choice of the separation group (spec/operator.md §2 'Group choice'); the conference
// variant (/operacao/conferencia/grupos) leads to the conference order screen and shows no
// groups that scan.
import { useEffect, useState } from 'react';
import { Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { listSeparationGroups, type SeparationGroup } from '@shared/contract/settings';
import { call, failureMessage } from '@renderer/api/http';
import { useSession } from '@renderer/app/session';
import { useOperatorHeader } from '@renderer/app/header';
import { Page } from '@renderer/components/Page';
import { useRunningGroup } from '../picking/running-group';

type Load = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; groups: SeparationGroup[] };

export function GroupsPage({ conference = false }: { conference?: boolean }) {
  const login = useSession((state) => state.login);
  const choose = useRunningGroup((state) => state.choose);
  const setGroup = useOperatorHeader((state) => state.setGroup);
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    call(listSeparationGroups)
      .then((groups) => alive && setLoad({ kind: 'ready', groups: [...groups].sort((a, b) => a.separation_group - b.separation_group) }))
      .catch((error: unknown) => alive && setLoad({ kind: 'error', message: failureMessage(error) }));
    return () => {
      alive = false;
    };
  }, [attempt]);

  const pick = (group: SeparationGroup) => {
    choose(group);
    setGroup(group.separation_group);
    navigate(conference ? '/operacao/conferencia/pedido' : '/operacao/separacao/pedido');
  };

  const groups = load.kind === 'ready' ? load.groups.filter((group) => !conference || !(group.cam_scanner || group.infrared_scanner)) : [];
  return (
    <Page title={login ? `Olá, ${login}!` : 'Olá!'}>
      <Text size="xl">
        {conference ? 'Em qual grupo de separação você vai conferir?' : 'Em qual grupo de separação você vai separar?'}
      </Text>
      {load.kind === 'loading' && <Text c="dimmed">Carregando</Text>}
      {load.kind === 'error' && (
        <Stack align="flex-start">
          <Text c="red">{load.message}</Text>
          <Button size="lg" onClick={() => { setLoad({ kind: 'loading' }); setAttempt((n) => n + 1); }}>
            Tentar novamente
          </Button>
        </Stack>
      )}
      {load.kind === 'ready' && groups.length === 0 && <Text c="dimmed">Nenhum dado encontrado</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        {groups.map((group) => (
          <Card
            key={group.id}
            component="button"
            type="button"
            withBorder
            shadow="sm"
            padding="xl"
            radius="md"
            onClick={() => pick(group)}
            style={{ cursor: 'pointer', textAlign: 'left', minHeight: 112 }}
          >
            <Text fz={28} fw={800}>
              Grupo {group.separation_group} Mercado {group.market_number}
            </Text>
            <Text c="dimmed" size="lg">
              {group.cam_scanner ? 'Câmera' : group.infrared_scanner ? 'Leitor infravermelho' : 'Sem leitor'}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Page>
  );
}
