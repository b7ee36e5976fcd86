// A separator's orders of the day, under their row: a click opens the order.
import { Badge, ColorSwatch, Group, Loader, Progress, Table, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { getSeparatorOrders } from '@shared/contract/dashboard';
import { clientDisplayName } from '@shared/domain/clients';
import { ROUTE_COLOURS, isRouteColour } from '@shared/domain/route-colours';
import { CHECKING_STATUS_LABEL, type CheckingStatus } from '@shared/domain/statuses';
import { call } from '@renderer/api/http';
import { usePanelLoaded } from '@renderer/hooks/usePanelLoaded';
import { SEPARATOR_ORDERS_POLL_MS } from './polling';

export function SeparatorOrders({ userId }: { userId: number }) {
  const load = useCallback((signal: AbortSignal) => call(getSeparatorOrders, { query: { userId } }, { signal }), [userId]);
  const { data } = usePanelLoaded(load, 'Erro ao pegar os pedidos do usuario', 'dashboard', SEPARATOR_ORDERS_POLL_MS);
  const navigate = useNavigate();
  if (!data) return <Loader size="sm" m="sm" />;
  if (data.data.length === 0) return <Text c="dimmed" p="sm">Nenhum pedido separado</Text>;
  return (
    <Table highlightOnHover verticalSpacing={4} fz="sm" aria-label="Pedidos do separador">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Pedido</Table.Th>
          <Table.Th>Cliente</Table.Th>
          <Table.Th>Rota</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th w={160}>Itens</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.data.map((order) => (
          <Table.Tr key={`${order.order_id}-${order.begin}`} style={{ cursor: 'pointer' }} onClick={() => navigate(`/painel/pedidos/${order.order_id}`)}>
            <Table.Td>
              <Group gap={6}>
                #{order.order_id}
                {order.is_critical && <Badge color="red" size="xs">Crítico</Badge>}
              </Group>
            </Table.Td>
            <Table.Td>
              {clientDisplayName({
                clientType: order.client_data.client_type,
                clientName: order.client_data.client_name,
                clientTrade: order.client_data.client_trade,
              })}
            </Table.Td>
            <Table.Td>
              <Group gap={6}>
                {order.color_route && isRouteColour(order.color_route) && <ColorSwatch size={12} color={ROUTE_COLOURS[order.color_route]} />}
                {order.route ?? 'SEM ROTA'}
              </Group>
            </Table.Td>
            <Table.Td>{order.checking_status ? CHECKING_STATUS_LABEL[order.checking_status as CheckingStatus] : CHECKING_STATUS_LABEL.waiting}</Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Progress value={order.porcentage_scanned} w={90} />
                <Text size="xs">{order.porcentage_scanned}%</Text>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
