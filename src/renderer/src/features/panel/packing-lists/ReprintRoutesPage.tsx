// 'Reimpressão de rotas' (spec/panel.md §2 'Token and route reprint', §3 'Route (reprint)',
// §8, §9): a date's routes in an accordion, searched by route or order; the box labels of a
// whole route or of one order are sent again to the route colour's printer.
import { Accordion, Alert, Badge, Box, Button, Center, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { ordersByRoute, reprintByRoute, ROUTE_LOADING_STATUS_LABEL, type ReprintRoute } from '@shared/contract/packing-lists';
import { ROUTE_COLOURS, isRouteColour } from '@shared/domain/route-colours';
import { formatDateTime, pluralPt } from '@shared/format';
import { call, failureMessage } from '@renderer/api/http';
import { Page } from '@renderer/components/Page';
import { popup } from '@renderer/components/popups';
import { useLoaded } from '@renderer/hooks/useLoaded';

/** The success popup waits a second, as the spec's screen does (§9). */
const SUCCESS_DELAY_MS = 1000;

/** Routes whose code matches keep every order; otherwise only the orders that match. */
export function filterRoutes(routes: ReprintRoute[], search: string): ReprintRoute[] {
  const term = search.trim().toLowerCase();
  if (!term) return routes;
  return routes.flatMap((route) => {
    if (route.route.toLowerCase().includes(term)) return [route];
    const orders = route.orders.filter((order) => order.order_id.toLowerCase().includes(term));
    return orders.length > 0 ? [{ ...route, orders }] : [];
  });
}

export function ReprintRoutesPage() {
  const [date, setDate] = useState<string | null>(dayjs().format('YYYY-MM-DD'));
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text, 200);
  const [busy, setBusy] = useState<string>();
  const load = useCallback((signal: AbortSignal) => call(ordersByRoute, { query: { scheduledDate: date ?? undefined } }, { signal }), [date]);
  const { data, failed, reload } = useLoaded(load, 'Erro ao pegar dados de rota');
  const routes = data ? filterRoutes(data, search) : [];

  const reprint = async (route: ReprintRoute, orderId?: string) => {
    setBusy(orderId ?? `route:${route.id}`);
    try {
      const reply = await call(reprintByRoute, { body: { routeId: route.id, orderId } });
      reload();
      setTimeout(() => popup.success(reply.message), SUCCESS_DELAY_MS);
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao reimprimir rota' });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Page title="Reimpressão de rotas">
      <Group align="flex-end">
        <DatePickerInput size="md" label="Data" valueFormat="DD/MM/YYYY" value={date} onChange={setDate} w={180} />
        <TextInput label="Rota ou pedido" placeholder="Ex.: R07 ou 100123" value={text} onChange={(event) => setText(event.currentTarget.value)} w={260} />
      </Group>
      {failed && (
        <Alert color="red" variant="light">
          Erro ao pegar dados de rotas, contate um administrador.
        </Alert>
      )}
      {!data ? (
        !failed && (
          <Center py="xl">
            <Loader />
          </Center>
        )
      ) : routes.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          Nenhuma rota encontrada.
        </Text>
      ) : (
        <Accordion variant="separated" multiple>
          {routes.map((route) => (
            <Accordion.Item key={route.id} value={String(route.id)}>
              <Accordion.Control aria-label={`Rota ${route.route}`}>
                <Group gap="md">
                  <Box
                    w={18}
                    h={32}
                    bg={isRouteColour(route.color_route) ? ROUTE_COLOURS[route.color_route] : 'gray'}
                    style={{ borderRadius: 4, border: '1px solid var(--mantine-color-gray-4)' }}
                  />
                  <Text fw={700}>Rota {route.route}</Text>
                  <Text size="sm" c="dimmed">
                    {route.color_route}
                  </Text>
                  <Badge variant="light">{ROUTE_LOADING_STATUS_LABEL[route.status]}</Badge>
                  <Text size="sm">
                    {pluralPt(route.orders.length, 'pedido', 'pedidos')}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  <Group justify="flex-end">
                    <Button variant="light" loading={busy === `route:${route.id}`} disabled={busy !== undefined} onClick={() => void reprint(route)}>
                      Reimprimir rota
                    </Button>
                  </Group>
                  <Table striped withTableBorder verticalSpacing={6} fz="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Pedido</Table.Th>
                        <Table.Th>Caixas</Table.Th>
                        <Table.Th>Reimpressões</Table.Th>
                        <Table.Th>Última impressão</Table.Th>
                        <Table.Th />
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {route.orders.map((order) => (
                        <Table.Tr key={order.order_id}>
                          <Table.Td>{order.order_id}</Table.Td>
                          <Table.Td>{order.boxes}</Table.Td>
                          <Table.Td>{order.quantity_reprint}</Table.Td>
                          <Table.Td>{order.date_printed ? formatDateTime(order.date_printed) : '-'}</Table.Td>
                          <Table.Td>
                            <Button
                              size="xs"
                              variant="subtle"
                              disabled={order.boxes === 0 || busy !== undefined}
                              loading={busy === order.order_id}
                              onClick={() => void reprint(route, order.order_id)}
                            >
                              Reimprimir
                            </Button>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Page>
  );
}
