// The orders table (spec/panel.md §2 'Orders'): a checkbox per row for the bulk adjustment,
// the order number linking to its detail (view=true), and the spec's columns.
import { Anchor, Badge, Checkbox, ColorSwatch, Group, Progress, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { OrderRow } from '@shared/contract/orders';
import { isRouteColour, ROUTE_COLOURS } from '@shared/domain/route-colours';
import { formatDate, percentOf } from '@shared/format';
import { clientOf, paymentBadge, statusColour, statusLabel } from './orderLabels';

interface Props {
  rows: OrderRow[];
  selected: ReadonlySet<string>;
  onToggle: (orderIds: string[], on: boolean) => void;
}

export function RouteCell({ route, colour }: { route: string | null; colour: string | null }) {
  if (!route) return <Text size="sm">SEM ROTA</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      {colour && isRouteColour(colour) && <ColorSwatch color={ROUTE_COLOURS[colour]} size={12} />}
      <Text size="sm">{route}</Text>
    </Group>
  );
}

export function OrdersTable({ rows, selected, onToggle }: Props) {
  const ids = rows.map((row) => row.order_id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox aria-label="Selecionar a página" checked={all} indeterminate={some && !all} onChange={(event) => onToggle(ids, event.currentTarget.checked)} />
            </Table.Th>
            <Table.Th>Pedido</Table.Th>
            <Table.Th>Cliente</Table.Th>
            <Table.Th>Loja</Table.Th>
            <Table.Th>Pagamento</Table.Th>
            <Table.Th>Grupo</Table.Th>
            <Table.Th>Rota</Table.Th>
            <Table.Th>Data de entrega</Table.Th>
            <Table.Th w={170}>Progresso</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const payment = paymentBadge(row.permission_to_separate);
            const percent = percentOf(row.finished_items, row.total_items);
            return (
              <Table.Tr key={row.order_id} bg={selected.has(row.order_id) ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>
                  <Checkbox aria-label={`Selecionar pedido ${row.order_id}`} checked={selected.has(row.order_id)} onChange={(event) => onToggle([row.order_id], event.currentTarget.checked)} />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/painel/pedidos/${encodeURIComponent(row.order_id)}?view=true`} fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {row.order_id}
                  </Anchor>
                  {(row.is_critical || row.priority > 0) && (
                    <Group gap={4} wrap="nowrap" mt={2}>
                      {row.is_critical && <Badge color="red" size="xs" tt="none">Crítico</Badge>}
                      {row.priority > 0 && <Badge color="orange" size="xs" variant="light" tt="none">Prioridade</Badge>}
                    </Group>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={1}>{clientOf(row)}</Text>
                </Table.Td>
                <Table.Td>{row.store_id ?? '-'}</Table.Td>
                <Table.Td>
                  <Badge color={payment.colour} variant="light" tt="none" style={{ overflow: 'visible' }}>
                    {payment.label}
                  </Badge>
                </Table.Td>
                <Table.Td>{row.separation_group ?? (row.directed_group ? `${row.directed_group} (direcionado)` : '-')}</Table.Td>
                <Table.Td>
                  <RouteCell route={row.route} colour={row.color_route} />
                </Table.Td>
                <Table.Td>{formatDate(row.scheduled_date)}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap" title={statusLabel(row.checking_status)}>
                    <Progress value={percent} color={statusColour(row.checking_status)} w={80} aria-label={`Progresso do pedido ${row.order_id}`} />
                    <Text size="xs" c="dimmed">
                      {row.finished_items}/{row.total_items}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">{statusLabel(row.checking_status)}</Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
