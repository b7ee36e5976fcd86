// 'Histórico' of the breaks: the orders released on an operation day (DD/MM/YYYY, no
// Saturdays, not after today), searched by order number, each with its broken items and
// their break type.
import { Badge, Group, Stack, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { listBreakHistory } from '@shared/contract/breaks';
import { operationDayOnOrBefore } from '@shared/domain/operation-day';
import { formatDateTime } from '@shared/format';
import { call } from '@renderer/api/http';
import { LoadState } from '@renderer/components/LoadState';
import { OperationDayPicker } from '@renderer/components/OperationDayPicker';
import { useLiveArea } from '@renderer/hooks/useLiveArea';
import { BREAKS_PAGE_SIZE } from './ReleaseTab';
import { BREAK_TYPE_LABEL, ReplenishedBadge, RunoutRows, useExpandedOrders } from './RunoutList';
import { EmptyTableRow, TableFooter } from '@renderer/components/TableParts';
import { BREAK_TYPE, ITEM_STATUS } from '@shared/domain/statuses';

const SEARCH_DEBOUNCE_MS = 500;
const POLL_MS = 7000;

export function BreakHistoryTab() {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [date, setDate] = useState(() => operationDayOnOrBefore(dayjs().format('YYYY-MM-DD')));
  const [page, setPage] = useState(1);
  const expanded = useExpandedOrders();

  const load = useCallback(
    (signal: AbortSignal) =>
      call(listBreakHistory, { query: { operationDate: date, page, pageSize: BREAKS_PAGE_SIZE, search: search || undefined } }, { signal }),
    [date, page, search],
  );
  const { data, failed, reload } = useLiveArea(load, 'breaks', 'Erro ao buscar dados de quebra', POLL_MS);
  const pages = data ? Math.max(1, Math.ceil(data.total_count / BREAKS_PAGE_SIZE)) : 1;

  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <TextInput
          label="Pesquisar"
          placeholder="N° do pedido"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setPage(1);
          }}
          w={240}
        />
        <OperationDayPicker
          label="Data da operação"
          value={date}
          onChange={(day) => {
            if (day) setDate(day);
            setPage(1);
          }}
          w={180}
        />
      </Group>
      {!data ? (
        <LoadState failed={failed} failure="Não foi possível carregar o histórico" onRetry={reload} />
      ) : (
        <>
          <Table withTableBorder verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48} />
                <Table.Th>N° do pedido</Table.Th>
                <Table.Th>Liberado por</Table.Th>
                <Table.Th>Liberado em</Table.Th>
                <Table.Th>Quebras</Table.Th>
                <Table.Th>Caixas adicionadas</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.results.map((order) => (
                <RunoutRows
                  key={order.order_id}
                  orderId={order.order_id}
                  testId={`history-order-${order.order_id}`}
                  open={expanded.isOpen(order.order_id)}
                  onToggle={() => expanded.toggle(order.order_id)}
                  colSpan={6}
                  runouts={order.runouts}
                  aside={(runout) => (
                    <Group gap="xs">
                      {runout.status === ITEM_STATUS.replenished && <ReplenishedBadge />}
                      <Badge color={runout.type === BREAK_TYPE.total ? 'red' : 'orange'} variant="light" size="lg" tt="none">
                        {BREAK_TYPE_LABEL[runout.type] ?? 'Quebra'}
                      </Badge>
                    </Group>
                  )}
                >
                  <Table.Td fw={700}>{order.order_id}</Table.Td>
                  <Table.Td>{order.released_by ?? '-'}</Table.Td>
                  <Table.Td>{formatDateTime(order.released_at)}</Table.Td>
                  <Table.Td>{order.runouts.length}</Table.Td>
                  <Table.Td>{order.added_boxes ?? '-'}</Table.Td>
                </RunoutRows>
              ))}
              {data.results.length === 0 && <EmptyTableRow colSpan={6}>Nenhuma quebra encontrada</EmptyTableRow>}
            </Table.Tbody>
          </Table>
          <TableFooter total={data.total_count} page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}
