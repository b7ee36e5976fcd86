// 'Desempenho dos separadores' (spec/panel.md §2 'Performance', §7, §8, §9): a menu of three
// views (time per order, time per item, breaks) over a period and a group, refreshed every
// 15 s by default (off, 30 s or 1 min on choice), and the spreadsheets of section 7.
import { Button, Card, Center, Group, Loader, SegmentedControl, Select, Stack, Tabs } from '@mantine/core';
import { useCallback, useState } from 'react';
import { breaksBySeparator, timeBySeparator, workItemsAverage, type SeparationMethodFilter } from '@shared/contract/reports';
import { listSeparationGroups } from '@shared/contract/settings';
import { call } from '@renderer/api/http';
import { Page } from '@renderer/components/Page';
import { useLoaded } from '@renderer/hooks/useLoaded';
import { BreaksView } from './BreaksView';
import { ItemTimeView } from './ItemTimeView';
import { OrderTimeView } from './OrderTimeView';
import { DEFAULT_REFRESH, PERIODS, periodDates, REFRESH_CHOICES, type PeriodKey } from './period';
import { ReportDownloads } from './ReportDownloads';

type View = 'orders' | 'items' | 'breaks';

const METHODS: { value: SeparationMethodFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'camera', label: 'Câmera' },
  { value: 'scanner', label: 'Leitor' },
  { value: 'manual', label: 'Manual' },
];

interface Filters {
  first: string;
  last: string;
  group: number | undefined;
  method: SeparationMethodFilter;
  refreshMs: number | undefined;
}

function Waiting() {
  return (
    <Center py="xl" role="status" aria-label="Carregando">
      <Loader />
    </Center>
  );
}

function useView<T>(load: (signal: AbortSignal) => Promise<T>, title: string, refreshMs: number | undefined) {
  return useLoaded(load, title, { refreshMs });
}

function OrdersPanel({ filters }: { filters: Filters }) {
  const { first, last, group } = filters;
  const load = useCallback(
    (signal: AbortSignal) =>
      call(timeBySeparator, { query: { scheduledDateGte: first, scheduledDateLte: last, separationGroup: group } }, { signal }),
    [first, last, group],
  );
  const { data } = useView(load, 'Erro ao pegar os dados de tempo médio por separador', filters.refreshMs);
  return data ? <OrderTimeView report={data} /> : <Waiting />;
}

function ItemsPanel({ filters }: { filters: Filters }) {
  const { first, last, group, method } = filters;
  const load = useCallback(
    (signal: AbortSignal) =>
      call(
        workItemsAverage,
        { query: { initialSeparationDate: first, finalSeparationDate: last, separationGroup: group, separationMethod: method } },
        { signal },
      ),
    [first, last, group, method],
  );
  const { data } = useView(load, 'Erro ao pegar os dados de média de separação por itens', filters.refreshMs);
  return data ? <ItemTimeView report={data} /> : <Waiting />;
}

function BreaksPanel({ filters }: { filters: Filters }) {
  const { first, last, group } = filters;
  const load = useCallback(
    (signal: AbortSignal) =>
      call(breaksBySeparator, { query: { initialSeparationDate: first, finalSeparationDate: last, separationGroup: group } }, { signal }),
    [first, last, group],
  );
  const { data } = useView(load, 'Erro ao pegar os dados de quebra', filters.refreshMs);
  return data ? <BreaksView report={data} filters={filters} /> : <Waiting />;
}

const loadGroups = (signal: AbortSignal) => call(listSeparationGroups, {}, { signal });

export function PerformanceReportPage() {
  const [view, setView] = useState<View>('orders');
  const [period, setPeriod] = useState<PeriodKey>('today');
  const [group, setGroup] = useState<string | null>(null);
  const [method, setMethod] = useState<SeparationMethodFilter>('all');
  const [refresh, setRefresh] = useState<string>(DEFAULT_REFRESH);
  // 'Atualizar agora' remounts the open view, which loads it again.
  const [version, setVersion] = useState(0);
  const groups = useLoaded(loadGroups, 'Erro ao buscar grupos de separação');

  const filters: Filters = {
    ...periodDates(period),
    group: group ? Number(group) : undefined,
    method,
    refreshMs: Number(refresh) || undefined,
  };
  const groupOptions = (groups.data ?? []).map((entry) => ({ value: String(entry.separation_group), label: `Grupo ${entry.separation_group}` }));

  return (
    <Page title="Desempenho dos separadores">
      <Card withBorder padding="lg">
        <Stack>
          <Group align="flex-end" wrap="wrap">
            <SegmentedControl aria-label="Período" data={[...PERIODS]} value={period} onChange={(value) => setPeriod(value as PeriodKey)} />
            <Select label="Grupo" placeholder="Todos os grupos" clearable data={groupOptions} value={group} onChange={setGroup} w={180} />
            <Select
              label="Atualizar a cada"
              data={[...REFRESH_CHOICES]}
              value={refresh}
              onChange={(value) => setRefresh(value ?? DEFAULT_REFRESH)}
              allowDeselect={false}
              w={140}
            />
            <Button variant="light" onClick={() => setVersion((value) => value + 1)}>
              Atualizar agora
            </Button>
          </Group>
          <Tabs value={view} onChange={(value) => setView((value as View | null) ?? 'orders')} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="orders">Tempo médio por pedido</Tabs.Tab>
              <Tabs.Tab value="items">Tempo médio por item</Tabs.Tab>
              <Tabs.Tab value="breaks">Total de quebras</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="orders" pt="md">
              <OrdersPanel key={version} filters={filters} />
            </Tabs.Panel>
            <Tabs.Panel value="items" pt="md">
              <Stack>
                <SegmentedControl aria-label="Método de separação" data={METHODS} value={method} onChange={(value) => setMethod(value as SeparationMethodFilter)} w="fit-content" />
                <ItemsPanel key={version} filters={filters} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="breaks" pt="md">
              <BreaksPanel key={version} filters={filters} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Card>
      <ReportDownloads />
    </Page>
  );
}
