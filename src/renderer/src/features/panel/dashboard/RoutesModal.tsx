// 'Detalhes das rotas': the day's routes with their boxes against the vehicle, whether they
// exploded and whether they were reduced (spec/panel.md §4 'Route status colour').
import { Badge, ColorSwatch, Group, Loader, Modal, SimpleGrid, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { getDashboardRoutes } from '@shared/contract/dashboard';
import { reducedLabel, routeStatusColour, type RouteStatusColour } from '@shared/domain/dashboard';
import { formatNumber } from '@shared/format';
import { call } from '@renderer/api/http';
import { usePanelLoaded } from '@renderer/hooks/usePanelLoaded';
import { ROUTES_POLL_MS } from './polling';

const loadRoutes = (signal: AbortSignal) => call(getDashboardRoutes, undefined, { signal });

const COLOUR: Record<RouteStatusColour, string> = { red: 'red', amber: 'orange', green: 'teal' };
const LOADING: Record<string, string> = { pending: 'Pendente', loading: 'Carregando', loaded: 'Carregado' };

function RouteTable() {
  const { data } = usePanelLoaded(loadRoutes, 'Erro ao obter dado das rotas.', 'routes', ROUTES_POLL_MS);
  if (!data) return <Loader m="md" />;
  return (
    <>
      <SimpleGrid cols={3} mb="md">
        <Text>
          Rotas: <b>{formatNumber(data.total_routes_in_carambola)}</b>
        </Text>
        <Text>
          Estouradas: <b>{formatNumber(data.routes_need_reduce_quantity)}</b>
        </Text>
        <Text>
          Reduzidas: <b>{formatNumber(data.routes_reduced_quantity)}</b>
        </Text>
      </SimpleGrid>
      {data.data_routes.length === 0 ? (
        <Text c="dimmed">Nenhuma rota encontrada.</Text>
      ) : (
        <Table fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Rota</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">Caixas</Table.Th>
              <Table.Th>Estourou?</Table.Th>
              <Table.Th>Foi reduzida?</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.data_routes.map((route) => (
              <Table.Tr key={route.route}>
                <Table.Td>
                  <Group gap={6}>
                    <ColorSwatch size={14} color={route.tagColor} />
                    {route.route}
                  </Group>
                </Table.Td>
                <Table.Td>{LOADING[route.status] ?? route.status}</Table.Td>
                <Table.Td ta="right">
                  {formatNumber(route.boxes)} / {formatNumber(route.capacity)}
                </Table.Td>
                <Table.Td>{route.need_reduce ? 'SIM' : 'NÃO'}</Table.Td>
                <Table.Td>
                  <Badge color={COLOUR[routeStatusColour(route.need_reduce, route.is_reduced)]} variant="light">
                    {reducedLabel(route.need_reduce, route.is_reduced)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text size="xs" c="dimmed" mt="sm">
        Atualizado às {dayjs(data.updated_in).format('HH:mm:ss')}
      </Text>
    </>
  );
}

export function RoutesModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Detalhes das rotas" size="lg">
      {opened && <RouteTable />}
    </Modal>
  );
}
