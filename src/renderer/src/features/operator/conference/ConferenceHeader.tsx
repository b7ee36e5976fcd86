// The conference screen's header (spec/operator.md §2 'Operator conference screen'): client
// (name for PF, else trade name), critical flag, order number, the scheduled-date warning,
// the separations summary and the order's observation.
import { Alert, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ConferenceOrder } from '@shared/contract/conference';
import { ClientOrderTitle } from '@renderer/components/ClientOrderTitle';
import { formatDate } from '@shared/format';

export function ConferenceHeader({ data }: { data: ConferenceOrder }) {
  const { order, separations } = data;
  const client = order.client_data;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <ClientOrderTitle client={client} orderId={order.order_id} critical={order.is_critical} />
          {order.route && (
            <Text fz="lg" fw={700}>
              Rota {order.route}
              {order.color_route ? ` · ${order.color_route}` : ''}
            </Text>
          )}
        </Group>
        {order.scheduled_for_another_day && (
          <Alert color="orange" variant="filled" fz="lg">
            Pedido agendado para {formatDate(`${order.scheduled_date}T12:00:00`)}
          </Alert>
        )}
        {separations.length > 0 && (
          <Table withTableBorder fz="md" aria-label="Separações">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Separador</Table.Th>
                <Table.Th>Total de itens</Table.Th>
                <Table.Th>Caixas</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {separations.map((separation, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{separation.separator}</Table.Td>
                  <Table.Td>{separation.total_items}</Table.Td>
                  <Table.Td>{separation.boxes ?? '-'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {order.instructions && (
          <Text>
            <b>Observação do pedido:</b> {order.instructions}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
