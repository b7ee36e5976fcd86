// One route of the romaneios: its colour, status, orders and boxes in the header; opened,
// every order with its boxes and delivery details, and the print buttons with the rules of
// spec/panel.md §4 'Route printing' (the server checks them again).
import { Accordion, Badge, Box, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { ROUTE_LOADING_STATUS_LABEL, type PackingListOrder, type RouteGroup } from '@shared/contract/packing-lists';
import { ROUTE_COLOURS, isRouteColour } from '@shared/domain/route-colours';
import { boxesOnTruck } from '@shared/domain/box-counts';

const STATUS_COLOUR = { pending: 'gray', loading: 'yellow', loaded: 'green' } as const;

function boxesOf(order: PackingListOrder): number {
  return boxesOnTruck({
    adjustedBoxesNumberConveyor: order.adjusted_boxes_number_conveyor,
    correctedBoxesNumber: order.corrected_boxes_number,
    loadingBoxesNumber: order.loading_boxes_number,
  });
}

const hour = (value: string | null | undefined) => value?.slice(0, 5);

function deliveryWindow(order: PackingListOrder): string {
  const details = order.order_delivery_details;
  const [from, to] = [hour(details?.scheduled_time_from), hour(details?.scheduled_time_to)];
  return from && to ? `${from} às ${to}` : '-';
}

interface RouteCardProps {
  group: RouteGroup;
  /** Printed in this session (spec: "a route being printed is marked printed locally"). */
  printedHere: boolean;
  canPrintWithoutScanner: boolean;
  busy: boolean;
  onPrint(withoutScanner: boolean): void;
}

export function RouteCard({ group, printedHere, canPrintWithoutScanner, busy, onPrint }: RouteCardProps) {
  const printed = group.printed || printedHere;
  const withoutScannerAllowed = group.status !== 'loaded' && group.separateFinish;
  return (
    <Accordion.Item value={group.route} data-testid={`rota-${group.route}`}>
      <Accordion.Control aria-label={`Rota ${group.route}`}>
        <Group gap="md" wrap="wrap">
          <Box
            w={18}
            h={36}
            bg={isRouteColour(group.colorRoute) ? ROUTE_COLOURS[group.colorRoute] : 'gray'}
            style={{ borderRadius: 4, border: '1px solid var(--mantine-color-gray-4)' }}
          />
          <Stack gap={0} miw={150}>
            <Text fw={700}>Rota {group.route}</Text>
            <Text size="sm" c="dimmed">
              {group.colorRoute} · {group.driverName ?? 'Sem motorista'}
            </Text>
          </Stack>
          <Badge color={STATUS_COLOUR[group.status]} variant="light">
            {ROUTE_LOADING_STATUS_LABEL[group.status]}
          </Badge>
          <Text size="sm">{group.quantityOrders} pedidos</Text>
          <Text size="sm">{group.totalBoxes} caixas</Text>
          {!group.separateFinish && (
            <Badge color="orange" variant="outline">
              Separação em andamento
            </Badge>
          )}
          {printed && <Badge variant="filled">Impresso</Badge>}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <Group justify="flex-end">
            {canPrintWithoutScanner && (
              <Tooltip label="Só para rotas pendentes ou carregando com a separação terminada" disabled={withoutScannerAllowed}>
                <Button variant="light" disabled={!withoutScannerAllowed || busy} onClick={() => onPrint(true)}>
                  Imprimir sem scanner
                </Button>
              </Tooltip>
            )}
            <Tooltip label="Só depois que a rota for carregada" disabled={group.status === 'loaded'}>
              <Button disabled={group.status !== 'loaded' || busy} loading={busy} onClick={() => onPrint(false)}>
                Imprimir romaneio
              </Button>
            </Tooltip>
          </Group>
          <Table.ScrollContainer minWidth={900}>
            <Table striped withTableBorder verticalSpacing={6} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Pedido</Table.Th>
                  <Table.Th>Cliente</Table.Th>
                  <Table.Th>Caixas</Table.Th>
                  <Table.Th>Nota fiscal</Table.Th>
                  <Table.Th>Endereço</Table.Th>
                  <Table.Th>Bairro</Table.Th>
                  <Table.Th>Janela</Table.Th>
                  <Table.Th>Observações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.orders.map((order) => (
                  <Table.Tr key={order.id}>
                    <Table.Td>{order.order_id}</Table.Td>
                    <Table.Td>{order.client_name_or_trade}</Table.Td>
                    <Table.Td>
                      {boxesOf(order)}
                      {order.skipped && (
                        <Text span c="dimmed" fz="xs">
                          {' '}
                          (pulado)
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{order.order_delivery_details?.bill_of_sale_id ?? 'Sem NF'}</Table.Td>
                    <Table.Td>{order.order_delivery_details?.shipping_street_and_number ?? '-'}</Table.Td>
                    <Table.Td>{order.order_delivery_details?.neighborhood ?? '-'}</Table.Td>
                    <Table.Td>{deliveryWindow(order)}</Table.Td>
                    <Table.Td>{order.order_delivery_details?.observations ?? '-'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
