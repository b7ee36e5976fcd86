// The picking screen of a picker who owes the conference of an order they finished (a
// revision work, spec/operator.md §4 'Session'): no new order until it is conferred, so the
// screen names the order and leads to its conference.
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { PickingOrder } from '@shared/contract/picking';
import { clientDisplayName } from '@shared/domain/clients';

export const conferencePathOf = (orderId: string) => `/operacao/conferencia/${encodeURIComponent(orderId)}`;

export function RevisionView({ order }: { order: PickingOrder }) {
  const client = order.client_data;
  return (
    <Center mih="55vh">
      <Stack align="center" gap="lg" maw={560} ta="center">
        <Title order={2} fz={36}>
          Conferência do pedido #{order.order_id} pendente
        </Title>
        <Text fz="xl">
          {clientDisplayName({ clientType: client.client_type, clientName: client.client_name, clientTrade: client.client_trade })}
          {order.route ? ` · Rota ${order.route}` : ''}
        </Text>
        <Text fz="lg">Você finalizou este pedido: confira-o antes de pegar outro.</Text>
        <Button component={Link} to={conferencePathOf(order.order_id)} size="xl" h={72} px={48} fz={24}>
          Ir para a conferência
        </Button>
      </Stack>
    </Center>
  );
}
