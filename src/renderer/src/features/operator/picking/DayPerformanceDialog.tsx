// The day-performance dialog of the 'all orders completed' state (spec/operator.md §2 'Picking
// screen states'): today's figures of the picker beside the other pickers' average, the same
// figures the 'Seu desempenho' screen shows for 'Hoje'.
import { useCallback, useState } from 'react';
import { Button, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { getPerformance, PERFORMANCE_MESSAGE, type PerformanceFigures } from '@shared/contract/performance';
import { formatDuration, formatNumber } from '@shared/format';
import { call } from '@renderer/api/http';
import { useLoaded } from '@renderer/hooks/useLoaded';
import { AllCompletedView } from './StateViews';

const ROWS: { label: string; show: (figures: PerformanceFigures) => string }[] = [
  { label: 'Quilos separados', show: (figures) => `${formatNumber(figures.kilos, 3)} kg` },
  { label: 'Itens separados', show: (figures) => formatNumber(figures.items) },
  { label: 'Pedidos separados', show: (figures) => formatNumber(figures.orders) },
  { label: 'Tempo por item', show: (figures) => formatDuration(figures.time_per_item) },
  { label: 'Tempo por pedido', show: (figures) => formatDuration(figures.time_per_order) },
  { label: 'Tempo total', show: (figures) => formatDuration(figures.total_time) },
];

function DayPerformance() {
  const load = useCallback((signal: AbortSignal) => call(getPerformance, { query: { timeRange: 'today' } }, { signal }), []);
  const { data, failed, reload } = useLoaded(load, 'Erro ao procurar dados de desempenho');
  if (failed) {
    return (
      <Button size="lg" onClick={reload}>
        Tentar novamente
      </Button>
    );
  }
  if (!data) return <Loader size="lg" />;
  if (data.message === PERFORMANCE_MESSAGE.noItems) return <Text fz="lg">Não há itens separados no período selecionado</Text>;
  return (
    <Table fz="lg" verticalSpacing="sm" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th ta="right">Você</Table.Th>
          <Table.Th ta="right">Outros separadores</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ROWS.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th>{row.label}</Table.Th>
            <Table.Td ta="right" fw={700}>
              {row.show(data.separator)}
            </Table.Td>
            <Table.Td ta="right">{data.average ? row.show(data.average) : '-'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** 'Sem pedidos novos' with its 'Desempenho' button opening today's figures. */
export function AllCompletedWithPerformance({ onSearch }: { onSearch: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <AllCompletedView onSearch={onSearch} onPerformance={() => setOpen(true)} />
      {/* Its 'Fechar' button closes it: no X of the same name beside it (theme.ts). */}
      <Modal opened={open} onClose={() => setOpen(false)} title="Seu desempenho hoje" size="lg" centered withCloseButton={false}>
        <Stack gap="lg">
          {open && <DayPerformance />}
          <Button size="lg" variant="default" onClick={() => setOpen(false)}>
            Fechar
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
