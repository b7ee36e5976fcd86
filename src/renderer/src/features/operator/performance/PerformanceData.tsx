// 'Dados': the picker's kilos, items and orders of the period beside the other pickers'
// mean (a recharts bar chart), and the three time cards (spec/operator.md §2).
import { Center, Group, Loader, Paper, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import { getPerformance, PERFORMANCE_MESSAGE, type PerformanceFigures, type TimeRange } from '@shared/contract/performance';
import { formatDuration, formatNumber } from '@shared/format';
import { call } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { useLoaded } from '@renderer/hooks/useLoaded';
import { PERIOD_OPTIONS } from './periods';

const ComparisonChart = lazy(() => import('./ComparisonChart').then((module) => ({ default: module.ComparisonChart })));

const ME = 'Você';
const OTHERS = 'Outros separadores';
const EMPTY: PerformanceFigures = { kilos: 0, items: 0, orders: 0, time_per_item: 0, time_per_order: 0, total_time: 0 };

function TimeCard({ title, mine, others }: { title: string; mine: number; others: number }) {
  return (
    <Paper withBorder radius="md" p="md" aria-label={title}>
      <Text fw={700} fz="lg" mb="xs">
        {title}
      </Text>
      <Group justify="space-between">
        <Text>{ME}</Text>
        <Text fz="xl" fw={800} ff="monospace" data-testid={`${title}-mine`}>
          {formatDuration(mine)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text c="dimmed">{OTHERS}</Text>
        <Text fz="lg" ff="monospace" c="dimmed">
          {formatDuration(others)}
        </Text>
      </Group>
    </Paper>
  );
}

export function PerformanceData() {
  const [range, setRange] = useState<TimeRange>('today');
  const load = useCallback(async (signal: AbortSignal) => {
    const reply = await call(getPerformance, { query: { timeRange: range } }, { signal });
    if (reply.message === PERFORMANCE_MESSAGE.noItems) popup.info('Não há itens separados no período selecionado');
    return reply;
  }, [range]);
  const { data } = useLoaded(load, 'Erro ao procurar dados de desempenho');
  const mine = data?.separator ?? EMPTY;
  const others = data?.average ?? EMPTY;
  const chart: { name: string; [ME]: number; [OTHERS]: number }[] = [
    { name: 'Quilos separados', [ME]: mine.kilos, [OTHERS]: others.kilos },
    { name: 'Itens separados', [ME]: mine.items, [OTHERS]: others.items },
    { name: 'Pedidos separados', [ME]: mine.orders, [OTHERS]: others.orders },
  ];
  return (
    <Stack gap="md">
      <Select
        label="Período"
        data={PERIOD_OPTIONS}
        value={range}
        onChange={(value) => value && setRange(value as TimeRange)}
        allowDeselect={false}
        size="md"
        maw={240}
      />
      <Paper withBorder radius="md" p="md">
        <div style={{ width: '100%', height: 320 }} data-testid="performance-chart">
          <Suspense
            fallback={
              <Center h="100%" role="status" aria-label="Carregando gráfico">
                <Loader />
              </Center>
            }
          >
            <ComparisonChart rows={chart} mine={ME} others={OTHERS} />
          </Suspense>
        </div>
        <Table.ScrollContainer minWidth={420} mt="sm">
          <Table fz="md" aria-label="Comparativo" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                {chart.map((row) => (
                  <Table.Th key={row.name}>{row.name}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {([ME, OTHERS] as const).map((who) => (
                <Table.Tr key={who}>
                  <Table.Th>{who}</Table.Th>
                  {chart.map((row) => (
                    <Table.Td key={row.name}>{formatNumber(row[who])}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TimeCard title="Tempo por item" mine={mine.time_per_item} others={others.time_per_item} />
        <TimeCard title="Tempo por pedido" mine={mine.time_per_order} others={others.time_per_order} />
        <TimeCard title="Tempo total" mine={mine.total_time} others={others.total_time} />
      </SimpleGrid>
    </Stack>
  );
}
