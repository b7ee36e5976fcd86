// 'A liberar': orders with breaks, their broken items in an expandable row with 'Repor', and
// 'Liberar pedido'. Follows the floor live (panelChanged 'breaks'), polling every 7 s while
// the live socket is down (spec/panel.md §9).
import { Button, Stack, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { listBreakOrders, type BreakOrder, type Runout } from '@shared/contract/breaks';
import { CHECKING_STATUS } from '@shared/domain/statuses';
import { call } from '@renderer/api/http';
import { LoadState } from '@renderer/components/LoadState';
import { useLiveArea } from '@renderer/hooks/useLiveArea';
import { ReleaseOrderModal } from './ReleaseOrderModal';
import { RepositionModal } from './RepositionModal';
import { ReplenishedBadge, RunoutRows, useExpandedOrders } from './RunoutList';
import { EmptyTableRow, TableFooter } from '@renderer/components/TableParts';
import { ITEM_STATUS } from '@shared/domain/statuses';

export const BREAKS_PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 300;
const POLL_MS = 7000;

/** 'Repor' only while the order is in separation or waits for reposition (spec/panel.md §4). */
function repositionAvailable(order: BreakOrder): boolean {
  return order.checking_status === CHECKING_STATUS.inSeparation || order.checking_status === CHECKING_STATUS.waitingReposition;
}

export function ReleaseTab() {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const expanded = useExpandedOrders();
  const [repositioning, setRepositioning] = useState<{ order: BreakOrder; runout: Runout } | null>(null);
  const [releasing, setReleasing] = useState<BreakOrder | null>(null);

  const load = useCallback(
    (signal: AbortSignal) => call(listBreakOrders, { query: { page, pageSize: BREAKS_PAGE_SIZE, search: search || undefined } }, { signal }),
    [page, search],
  );
  const { data, failed, reload } = useLiveArea(load, 'breaks', 'Erro ao buscar dados de quebra', POLL_MS);

  const repor = (order: BreakOrder, runout: Runout) => {
    if (runout.status === ITEM_STATUS.replenished) return <ReplenishedBadge />;
    if (!repositionAvailable(order)) {
      return (
        <Button size="xs" variant="default" disabled>
          Reposição indisponível
        </Button>
      );
    }
    return (
      <Button size="xs" onClick={() => setRepositioning({ order, runout })} aria-label={`Repor ${runout.name}`}>
        Repor
      </Button>
    );
  };

  const pages = data ? Math.max(1, Math.ceil(data.total_count / BREAKS_PAGE_SIZE)) : 1;
  return (
    <Stack gap="sm">
      <TextInput
        label="Pesquisar"
        placeholder="N° do pedido ou rota"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      {!data ? (
        <LoadState failed={failed} failure="Não foi possível carregar as quebras" onRetry={reload} />
      ) : (
        <>
          <Table withTableBorder verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48} />
                <Table.Th>Rota</Table.Th>
                <Table.Th>Cliente</Table.Th>
                <Table.Th>N° do pedido</Table.Th>
                <Table.Th>Itens com quebra</Table.Th>
                <Table.Th w={160} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.results.map((order) => (
                <RunoutRows
                  key={order.order_id}
                  orderId={order.order_id}
                  testId={`break-order-${order.order_id}`}
                  open={expanded.isOpen(order.order_id)}
                  onToggle={() => expanded.toggle(order.order_id)}
                  colSpan={6}
                  runouts={order.runouts}
                  aside={(runout) => repor(order, runout)}
                >
                  <Table.Td>{order.route ?? 'SEM ROTA'}</Table.Td>
                  <Table.Td>{order.client_name}</Table.Td>
                  <Table.Td fw={700}>{order.order_id}</Table.Td>
                  <Table.Td>{order.runouts.length}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" onClick={() => setReleasing(order)}>
                      Liberar pedido
                    </Button>
                  </Table.Td>
                </RunoutRows>
              ))}
              {data.results.length === 0 && <EmptyTableRow colSpan={6}>Nenhuma quebra encontrada</EmptyTableRow>}
            </Table.Tbody>
          </Table>
          <TableFooter total={data.total_count} page={page} pages={pages} onPage={setPage} />
        </>
      )}
      {repositioning && (
        <RepositionModal
          orderId={repositioning.order.order_id}
          runout={repositioning.runout}
          onClose={() => setRepositioning(null)}
          onDone={() => {
            setRepositioning(null);
            reload();
          }}
        />
      )}
      {releasing && (
        <ReleaseOrderModal
          order={releasing}
          onClose={() => setReleasing(null)}
          onDone={() => {
            setReleasing(null);
            reload();
          }}
        />
      )}
    </Stack>
  );
}
