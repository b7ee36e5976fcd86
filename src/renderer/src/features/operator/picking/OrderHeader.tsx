// The order being picked (spec/operator.md §2 'Order separation'): client, order number,
// route with its colour band, store, the iFood bag note, observation and elapsed time.
import { memo, useEffect, useState } from 'react';
import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { PickingState } from '@shared/contract/picking';
import { ClientOrderTitle } from '@renderer/components/ClientOrderTitle';
import { isRouteColour, ROUTE_COLOURS } from '@shared/domain/route-colours';
import { formatDuration } from '@shared/format';

function Elapsed({ since }: { since: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <>{formatDuration((now - new Date(since).getTime()) / 1000)}</>;
}

/** Memoized on the order and the work, which a scan does not change. */
export const OrderHeader = memo(function OrderHeader({ order, work }: Pick<PickingState, 'order' | 'work'>) {
  const client = order.client_data;
  const colour = order.color_route && isRouteColour(order.color_route) ? ROUTE_COLOURS[order.color_route] : null;
  return (
    <Paper withBorder radius="md" p="md" style={{ borderLeft: colour ? `16px solid ${colour}` : undefined }}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <ClientOrderTitle client={client} orderId={order.order_id} critical={order.is_critical}>
          {order.store_id && <Text c="dimmed">Loja {order.store_id}</Text>}
        </ClientOrderTitle>
        <Stack gap={4} align="flex-end">
          <Group gap="xs">
            <Text fz="lg" fw={700}>
              Rota {order.route ?? '-'}
            </Text>
            {order.color_route && (
              <Badge size="lg" variant="outline" color="dark" leftSection={<Box w={12} h={12} style={{ background: colour ?? undefined, borderRadius: 2, border: '1px solid #999' }} />}>
                {order.color_route}
              </Badge>
            )}
          </Group>
          <Text fz="lg" ff="monospace" aria-label="Tempo decorrido">
            <Elapsed since={work.begin} />
          </Text>
        </Stack>
      </Group>
      {client.ifood_bag && (
        <Text mt="xs" fw={700} c="red.8">
          Separar na sacola do iFood
        </Text>
      )}
      {order.instructions && (
        <Text mt="xs">
          <b>Obs:</b> {order.instructions}
        </Text>
      )}
    </Paper>
  );
});
