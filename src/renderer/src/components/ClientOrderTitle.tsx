// The big title of an order on the floor's screens (picking, conference): the client as the
// spec names it (name for PF, else trade name), the order number and the critical flag.
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { clientDisplayName } from '@shared/domain/clients';

interface ClientOrderTitleProps {
  client: { client_type: string; client_name: string; client_trade: string | null };
  orderId: string;
  critical: boolean;
  /** Lines under the title (the store, for example). */
  children?: ReactNode;
}

export function ClientOrderTitle({ client, orderId, critical, children }: ClientOrderTitleProps) {
  return (
    <Stack gap={2}>
      <Text fz={26} fw={800} lh={1.2}>
        {clientDisplayName({ clientType: client.client_type, clientName: client.client_name, clientTrade: client.client_trade })}
      </Text>
      <Group gap="xs">
        <Text fz="lg">
          Pedido <b>{orderId}</b>
        </Text>
        {critical && (
          <Badge color="red" size="lg">
            Crítico
          </Badge>
        )}
      </Group>
      {children}
    </Stack>
  );
}
