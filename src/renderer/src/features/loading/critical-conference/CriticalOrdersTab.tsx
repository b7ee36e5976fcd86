// 'Pedidos críticos' (spec/loading.md §2.5): the day's critical orders, 5 per page, those
// still to check first; 'Conferir pedido' opens the scanning dialog, then the box-count
// check, then the order's conference page (../{orderId}).
import { Badge, Button, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  CRITICAL_PAGE_SIZE,
  listCriticalOrders,
  type CriticalConference,
  type CriticalOrder,
} from '@shared/contract/critical-conference';
import { CHECKING_STATUS_LABEL, type CheckingStatus } from '@shared/domain/statuses';
import { call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { EmptyTableRow, TableFooter } from '@renderer/components/TableParts';
import { criticalCountState } from '@renderer/features/operator/conference/critical-count';
import { BoxCountCheckDialog } from './BoxCountCheckDialog';
import { CriticalScanDialog } from './CriticalScanDialog';

function clientOf(order: CriticalOrder): string {
  const { client_data: client } = order;
  return client.client_type === 'PF' ? client.client_name : client.client_trade || client.client_name;
}

function statusOf(order: CriticalOrder): string {
  return order.checking_status === null ? CHECKING_STATUS_LABEL.waiting : CHECKING_STATUS_LABEL[order.checking_status as CheckingStatus];
}

export function CriticalOrdersTab() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ results: CriticalOrder[]; totalCount: number } | null>(null);
  const [scanning, setScanning] = useState(false);
  const [checking, setChecking] = useState<CriticalConference | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    call(listCriticalOrders, { query: { page, pageSize: CRITICAL_PAGE_SIZE } }, { signal: controller.signal })
      .then(setData)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) popup.error(failureMessage(error), { title: 'Erro ao buscar pedidos críticos' });
      });
    return () => controller.abort();
  }, [page]);

  const pages = Math.max(1, Math.ceil((data?.totalCount ?? 0) / CRITICAL_PAGE_SIZE));
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text c="dimmed">Pedidos críticos do dia: confira as caixas antes do carregamento.</Text>
        <Button size="md" onClick={() => setScanning(true)}>
          Conferir pedido
        </Button>
      </Group>
      {!data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <>
          <Table.ScrollContainer minWidth={600}>
            <Table striped withTableBorder verticalSpacing="sm" data-testid="critical-orders">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>N° do pedido</Table.Th>
                  <Table.Th>Cliente</Table.Th>
                  <Table.Th>Rota</Table.Th>
                  <Table.Th>Separador</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Caixas</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.results.map((order) => (
                  <Table.Tr key={order.order_id}>
                    <Table.Td>{order.order_id}</Table.Td>
                    <Table.Td>{clientOf(order)}</Table.Td>
                    <Table.Td>{order.route ?? 'SEM ROTA'}</Table.Td>
                    <Table.Td>{order.separator?.username ?? '-'}</Table.Td>
                    <Table.Td>{statusOf(order)}</Table.Td>
                    <Table.Td>
                      {order.conference?.adjusted_boxes_number != null ? (
                        <Badge color="green">Conferido: {order.conference.adjusted_boxes_number}</Badge>
                      ) : (
                        <Text span>{order.expected_boxes}</Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
                {data.results.length === 0 && <EmptyTableRow colSpan={6}>Nenhum pedido crítico hoje.</EmptyTableRow>}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <TableFooter total={data.totalCount} noun={['pedido crítico', 'pedidos críticos']} page={page} pages={pages} onPage={setPage} />
        </>
      )}
      <CriticalScanDialog
        opened={scanning}
        onClose={() => setScanning(false)}
        onStarted={(conference) => {
          setScanning(false);
          setChecking(conference);
        }}
      />
      <BoxCountCheckDialog
        conference={checking}
        onClose={() => setChecking(null)}
        onChecked={(conference) => {
          setChecking(null);
          void navigate(`../${conference.order_id}`, { relative: 'path', state: criticalCountState(conference.order_id, conference.adjusted_boxes_number ?? conference.expected_boxes) });
        }}
      />
    </Stack>
  );
}
