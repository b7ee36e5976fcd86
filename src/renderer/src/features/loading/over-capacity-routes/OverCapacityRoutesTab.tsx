// 'Rotas estouradas' (spec/loading.md §2.6, §4): the day's routes whose real boxes exceed
// the vehicle, refreshed every 5 s, with the actions of each state (Exibir, Ocultar, Não é
// possível reduzir with a confirmation, Tornar possível reduzir) and the reduction dialog.
import { Badge, Button, Center, ColorSwatch, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { updateRouteAboveLimit } from '@shared/contract/conveyor';
import { listOverCapacityRoutes, type OverCapacityRoute } from '@shared/contract/over-capacity-routes';
import {
  actionsOf,
  OVER_CAPACITY_ACTIONS,
  reductionRefusal,
  type OverCapacityAction,
  type OverCapacityState,
} from '@shared/domain/over-capacity';
import { isRouteColour, ROUTE_COLOURS } from '@shared/domain/route-colours';
import { call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { EmptyTableRow } from '@renderer/components/TableParts';
import { ReductionDialog } from './ReductionDialog';

/** §9: the over-capacity list refreshes every 5 s. */
const REFRESH_MS = 5_000;

const STATE_BADGE: Record<OverCapacityState, { label: string; color: string }> = {
  visible: { label: 'Em análise', color: 'orange' },
  hidden: { label: 'Oculta', color: 'gray' },
  reduced: { label: 'Reduzida', color: 'green' },
  notReducible: { label: 'Não redutível', color: 'red' },
};

const ACTION_ERROR: Record<OverCapacityAction, string> = {
  show: 'Erro ao ocultar/exibir a rota',
  hide: 'Erro ao ocultar/exibir a rota',
  notReducible: 'Erro ao salvar a não redução da rota',
  reducible: 'Erro ao atualizar a rota',
};

function excessText(route: OverCapacityRoute): string {
  if (route.capacity_vehicle == null) return 'Limite não encontrado';
  if (route.real_boxes_number == null) return 'Quantidade atual não encontrado';
  return String(route.quantityToDecrease);
}

export function OverCapacityRoutesTab() {
  const [routes, setRoutes] = useState<OverCapacityRoute[] | null>(null);
  const [reducingId, setReducingId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<OverCapacityRoute | null>(null);

  const [version, setVersion] = useState(0);
  const load = useCallback(() => setVersion((value) => value + 1), []);
  useEffect(() => {
    const timer = window.setInterval(load, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [load]);
  useEffect(() => {
    const controller = new AbortController();
    call(listOverCapacityRoutes, {}, { signal: controller.signal })
      .then(setRoutes)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) popup.error(failureMessage(error), { title: 'Erro ao buscar rotas com número de caixas acima do esperado' });
      });
    return () => controller.abort();
  }, [version]);

  const act = async (route: OverCapacityRoute, action: OverCapacityAction) => {
    try {
      await call(updateRouteAboveLimit, { params: { id: route.route_above.id }, body: OVER_CAPACITY_ACTIONS[action].change });
      popup.success('Alteração realizada com sucesso.');
      load();
    } catch (error) {
      popup.error(failureMessage(error), { title: ACTION_ERROR[action] });
    }
  };
  const open = (route: OverCapacityRoute) => {
    const refusal = reductionRefusal(route.state);
    if (refusal) popup.error(refusal, { title: `Rota ${route.route}` });
    else setReducingId(route.route_above.id);
  };

  const reducing = routes?.find((route) => route.route_above.id === reducingId) ?? null;
  if (!routes) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder verticalSpacing="sm" data-testid="over-capacity-routes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Rota</Table.Th>
              <Table.Th>Capacidade</Table.Th>
              <Table.Th>Caixas</Table.Th>
              <Table.Th>Reduzir</Table.Th>
              <Table.Th>Situação</Table.Th>
              <Table.Th>Ações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {routes.map((route) => (
              <Table.Tr key={route.route_above.id} data-testid={`over-capacity-${route.route}`}>
                <Table.Td>
                  <Button variant="subtle" size="compact-md" onClick={() => open(route)} title="Reduzir caixas da rota">
                    <Group gap={8} wrap="nowrap">
                      <ColorSwatch size={16} color={isRouteColour(route.color_route) ? ROUTE_COLOURS[route.color_route] : '#999'} />
                      {route.route}
                    </Group>
                  </Button>
                </Table.Td>
                <Table.Td>{route.capacity_vehicle}</Table.Td>
                <Table.Td>{route.real_boxes_number}</Table.Td>
                <Table.Td>{excessText(route)}</Table.Td>
                <Table.Td>
                  <Badge color={STATE_BADGE[route.state].color}>{STATE_BADGE[route.state].label}</Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    {route.state === 'visible' && (
                      <Button size="xs" onClick={() => open(route)}>
                        Reduzir
                      </Button>
                    )}
                    {actionsOf(route.state).map((action) => (
                      <Button
                        key={action}
                        size="xs"
                        variant="light"
                        color={action === 'notReducible' ? 'red' : 'gray'}
                        onClick={() => (action === 'notReducible' ? setConfirming(route) : void act(route, action))}
                      >
                        {OVER_CAPACITY_ACTIONS[action].label}
                      </Button>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
            {routes.length === 0 && <EmptyTableRow colSpan={6}>Nenhuma rota acima da capacidade do veículo hoje.</EmptyTableRow>}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ReductionDialog route={reducing} onClose={() => setReducingId(null)} onReduced={load} />
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title="Confirmação" centered>
        <Stack>
          <Text>Confirmar que não é possível reduzir as caixas da rota {confirming?.route}?</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancelar
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (confirming) void act(confirming, 'notReducible');
                setConfirming(null);
              }}
            >
              Confirmar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
