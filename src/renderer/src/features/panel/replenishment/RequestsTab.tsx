// 'Solicitações': a card per separation group with requests waiting; a card opens the group's
// requests. Follows the floor live (panelChanged 'replenishment'), polling every 7 s while
// the live socket is down (spec/panel.md §9).
import { Badge, Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useCallback, useState } from 'react';
import { listReplenishmentGroups } from '@shared/contract/replenishment';
import { formatDateTime, pluralPt } from '@shared/format';
import { call } from '@renderer/api/http';
import { LoadState } from '@renderer/components/LoadState';
import { useLiveArea } from '@renderer/hooks/useLiveArea';
import { GroupRequestsModal } from './GroupRequestsModal';
import { EMPTY_REQUESTS, REPLENISHMENT_POLL_MS } from './requests-screen';

export function RequestsTab() {
  const load = useCallback((signal: AbortSignal) => call(listReplenishmentGroups, undefined, { signal }), []);
  const { data, failed, reload } = useLiveArea(load, 'replenishment', 'Erro ao buscar solitações', REPLENISHMENT_POLL_MS);
  const [group, setGroup] = useState<number | null>(null);

  if (!data) return <LoadState failed={failed} failure="Não foi possível carregar as solicitações" onRetry={reload} />;
  return (
    <>
      {data.results.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {EMPTY_REQUESTS}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
          {data.results.map((card) => (
            <UnstyledButton key={card.separation_group} onClick={() => setGroup(card.separation_group)} aria-label={`Solicitações do grupo ${card.separation_group}`}>
              <Card withBorder radius="md" padding="lg" shadow="xs">
                <Stack gap={6}>
                  <Group justify="space-between">
                    <Text fw={800} fz="lg">
                      Grupo {card.separation_group}
                    </Text>
                    <Badge color="yellow" size="lg" circle={card.waiting < 10}>
                      {card.waiting}
                    </Badge>
                  </Group>
                  {card.market_number !== null && <Text c="dimmed">Mercado {card.market_number}</Text>}
                  <Text fz="sm">{pluralPt(card.waiting, 'solicitação aguardando resposta', 'solicitações aguardando resposta')}</Text>
                  <Text fz="xs" c="dimmed">
                    Mais antiga: {formatDateTime(card.oldest)}
                  </Text>
                </Stack>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      {group !== null && <GroupRequestsModal group={group} onClose={() => setGroup(null)} onAnswered={reload} />}
    </>
  );
}
