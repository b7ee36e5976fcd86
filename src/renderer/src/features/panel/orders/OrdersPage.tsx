// 'Lista de pedidos' (spec/panel.md §2 'Orders'): the delivery date (the operation day at
// first, so the orders already scheduled for later days do not bury today's), search, status
// filter, pages, a selection
// kept across pages for the bulk adjustment, and the order-id spreadsheet that selects its
// orders and opens the adjustment. Follows the floor live (panelChanged 'orders').
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { listOrders, ORDER_STATUS_FILTERS, type OrderStatusFilter } from '@shared/contract/orders';
import { pluralPt } from '@shared/format';
import { call } from '@renderer/api/http';
import { useLiveEvent } from '@renderer/api/live';
import { Page } from '@renderer/components/Page';
import { useLoaded } from '@renderer/hooks/useLoaded';
import { AdjustOrdersModal } from './AdjustOrdersModal';
import { OrdersSpreadsheetButton } from './OrdersSpreadsheetButton';
import { OrdersTable } from './OrdersTable';
import { TableFooter } from '@renderer/components/TableParts';
import { LoadState } from '@renderer/components/LoadState';

const PAGE_SIZE = 10;

const STATUS_LABEL: Record<OrderStatusFilter, string> = {
  waiting: 'Aguardando',
  in_separation: 'Em separação',
  waiting_reposition: 'Aguardando reposição',
  separated: 'Separado',
  conferred: 'Em conferência',
  loaded: 'Carregado',
};

export function OrdersPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<OrderStatusFilter | null>(null);
  /** null = every date. */
  const [date, setDate] = useState<string | null>(() => dayjs().format('YYYY-MM-DD'));
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [adjusting, setAdjusting] = useState(false);

  const load = useCallback(
    (signal: AbortSignal) =>
      call(
        listOrders,
        { query: { scheduledDate: date ?? undefined, search: debounced || undefined, status: status ?? undefined, page, pageSize: PAGE_SIZE } },
        { signal },
      ),
    [date, debounced, status, page],
  );
  const { data, failed, reload, refresh } = useLoaded(load, 'Erro ao buscar pedidos');
  useLiveEvent('panelChanged', (payload) => {
    if (payload.area === 'orders') refresh();
  }, 'panel');

  const toggle = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const fromSpreadsheet = (ids: string[]) => {
    setSelected(new Set(ids));
    setAdjusting(true);
  };

  const pages = data ? Math.max(1, Math.ceil(data.total_count / PAGE_SIZE)) : 1;

  return (
    <Page title="Lista de pedidos" actions={<OrdersSpreadsheetButton onOrders={fromSpreadsheet} />}>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <DatePickerInput
          label="Data de entrega"
          size="md"
          valueFormat="DD/MM/YYYY"
          placeholder="Todas as datas"
          clearable
          value={date}
          onChange={(value) => {
            setDate(value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 200 }}
        />
        <TextInput
          label="Buscar"
          size="md"
          placeholder="Pedido, cliente, loja ou rota"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <Select
          label="Status"
          size="md"
          placeholder="Todos"
          clearable
          data={ORDER_STATUS_FILTERS.map((value) => ({ value, label: STATUS_LABEL[value] }))}
          value={status}
          onChange={(value) => {
            setStatus(value as OrderStatusFilter | null);
            setPage(1);
          }}
          w={{ base: '100%', sm: 220 }}
        />
      </Group>
      {/* Left-aligned: the popups stack on the right and must not hide the selection's actions. */}
      <Group gap="sm">
        <Button disabled={selected.size === 0} onClick={() => setAdjusting(true)}>
          Ajustar pedidos{selected.size ? ` (${selected.size})` : ''}
        </Button>
        {selected.size > 0 && (
          <Button variant="subtle" onClick={() => setSelected(new Set())}>
            Limpar seleção
          </Button>
        )}
        <Text c="dimmed" fz="sm">
          {selected.size ? pluralPt(selected.size, 'selecionado', 'selecionados') : 'Marque os pedidos ou envie uma planilha com a coluna order_id'}
        </Text>
      </Group>
      {!data ? (
        <LoadState failed={failed} failure="Não foi possível carregar os pedidos" onRetry={reload} />
      ) : (
        <Stack gap="sm">
          {data.results.length === 0 ? (
            <Stack align="center" gap="xs" py="xl">
              <Text c="dimmed">{date ? `Nenhum pedido encontrado com entrega em ${dayjs(date).format('DD/MM/YYYY')}` : 'Nenhum pedido encontrado'}</Text>
              {date && (
                <Button
                  variant="light"
                  onClick={() => {
                    setDate(null);
                    setPage(1);
                  }}
                >
                  Buscar em todas as datas
                </Button>
              )}
            </Stack>
          ) : (
            <OrdersTable rows={data.results} selected={selected} onToggle={toggle} />
          )}
          <TableFooter total={data.total_count} page={page} pages={pages} onPage={setPage} />
        </Stack>
      )}
      <AdjustOrdersModal ordersId={[...selected]} opened={adjusting} onClose={() => setAdjusting(false)} onChanged={refresh} />
    </Page>
  );
}
