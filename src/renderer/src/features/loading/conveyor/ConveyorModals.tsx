// The modal at the head of the queue: a pending-order alert, the pending orders of a route,
// a cancelled or rescheduled order, or a route above its box limit (spec/loading.md §2.1).
import { Button, Group, List, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { updateRouteAboveLimit } from '@shared/contract/conveyor';
import { formatDate, pluralPt } from '@shared/format';
import { call } from '@renderer/api/http';
import { useSession } from '@renderer/app/session';
import { popup } from '@renderer/components/popups';
import type { ConveyorModal } from './conveyorState';

interface ConveyorModalsProps {
  modal: ConveyorModal | undefined;
  onDismiss: (modal: ConveyorModal) => void;
  onRouteReduced: (routeId: number) => void;
}

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <Stack gap={0}>
      <Text c="dimmed" fz="lg">
        {label}
      </Text>
      <Text fz={26} fw={700}>
        {value ?? '-'}
      </Text>
    </Stack>
  );
}

function titleOf(modal: ConveyorModal): string {
  switch (modal.kind) {
    case 'pending':
      return modal.alert.title;
    case 'pendingRoute':
      return `Rota ${modal.route.route} com pedidos pendentes`;
    case 'canceled':
      return 'Opa, pedido cancelado!';
    case 'rescheduled':
      return 'Pedido reagendado';
    case 'routeAbove':
      return 'Rota acima do limite de caixas';
  }
}

function RouteAboveActions({ modal, onRouteReduced }: { modal: Extract<ConveyorModal, { kind: 'routeAbove' }>; onRouteReduced: (id: number) => void }) {
  const userId = useSession((state) => state.userId);
  const [saving, setSaving] = useState(false);
  const cannotReduce = async () => {
    setSaving(true);
    try {
      await call(updateRouteAboveLimit, { params: { id: modal.route.id }, body: { reduced: false, reduced_by: userId ?? undefined } });
      onRouteReduced(modal.route.id);
    } catch {
      popup.error('Tente novamente.', { title: 'Erro ao salvar a não redução da rota' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Group grow>
      <Button size="xl" color="green" onClick={() => onRouteReduced(modal.route.id)} disabled={saving}>
        Reduzi
      </Button>
      <Button size="xl" color="red" variant="light" onClick={() => void cannotReduce()} loading={saving}>
        Não dá pra reduzir
      </Button>
    </Group>
  );
}

function Body({ modal }: { modal: ConveyorModal }) {
  switch (modal.kind) {
    case 'pending':
      return (
        <Stack gap="lg">
          <Text fz={24}>{modal.alert.subtitle}</Text>
          <SimpleGrid cols={2}>
            <Field label="Pedido" value={`#${modal.alert.order_id}`} />
            <Field label="Cliente" value={modal.alert.client_name} />
            <Field label="Separador" value={modal.alert.separator_name} />
            <Field label="Conferente" value={modal.alert.checker_name} />
          </SimpleGrid>
        </Stack>
      );
    case 'pendingRoute':
      return (
        <List spacing="sm" fz={22}>
          {modal.route.orders.map((order) => (
            <List.Item key={order.order_id}>
              <Text span fw={700} fz={22}>
                #{order.order_id}
              </Text>{' '}
              — {order.message}
            </List.Item>
          ))}
        </List>
      );
    case 'canceled':
      return <Text fz={24}>O pedido #{modal.card.order_id} foi cancelado. Retire as caixas da esteira.</Text>;
    case 'rescheduled':
      return (
        <Text fz={24}>
          O pedido #{modal.card.order_id} foi reagendado para {formatDate(modal.card.scheduled_date)}. Não carregue as caixas.
        </Text>
      );
    case 'routeAbove':
      return (
        <Text fz={24}>
          A rota {modal.route.route} tem {pluralPt(modal.route.totalBoxes, 'caixa', 'caixas')} e o veículo leva {modal.route.capacity_vehicle}. Reduza{' '}
          {pluralPt(modal.route.totalBoxes - modal.route.capacity_vehicle, 'caixa', 'caixas')}.
        </Text>
      );
  }
}

export function ConveyorModals({ modal, onDismiss, onRouteReduced }: ConveyorModalsProps) {
  if (!modal) return null;
  const danger = modal.kind !== 'pendingRoute';
  return (
    <Modal
      opened
      onClose={() => onDismiss(modal)}
      size="xl"
      centered
      // Every one closes by its X, the route above its limit too: Escape alone closed that one,
      // and the kiosk is worked by touch. Closed unanswered, the route's next box asks again.
      // The X is the size of a finger.
      closeButtonProps={{ 'aria-label': 'Fechar', size: 'xl' }}
      closeOnClickOutside={false}
      title={
        <Title order={2} fz={32} c={danger ? 'red.8' : undefined}>
          {titleOf(modal)}
        </Title>
      }
    >
      <Stack gap="xl">
        <Body modal={modal} />
        {modal.kind === 'routeAbove' ? (
          <RouteAboveActions modal={modal} onRouteReduced={onRouteReduced} />
        ) : (
          <Button size="xl" onClick={() => onDismiss(modal)}>
            Entendi
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
