// The order detail's cards (spec/panel.md §2 'Order detail'): Loja, Rota, Grupo, Cor da
// Rota, the order's note, and the summary of the separation.
import { Card, ColorSwatch, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OrderDetail } from '@shared/contract/orders';
import { isRouteColour, ROUTE_COLOURS } from '@shared/domain/route-colours';
import { formatDuration } from '@shared/format';

function InfoCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={600} fz="lg" component="div">
        {children}
      </Text>
    </Card>
  );
}

export function OrderCards({ order }: { order: OrderDetail['order'] }) {
  const colour = order.color_route ?? 'BRANCA';
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <InfoCard label="Loja">{order.store_id ?? '-'}</InfoCard>
        <InfoCard label="Rota">{order.route ?? 'SEM ROTA'}</InfoCard>
        <InfoCard label="Grupo">{order.separation_group ?? order.directed_group ?? '-'}</InfoCard>
        <InfoCard label="Cor da Rota">
          <Group gap={8} wrap="nowrap">
            {isRouteColour(colour) && <ColorSwatch color={ROUTE_COLOURS[colour]} size={16} />}
            {colour}
          </Group>
        </InfoCard>
      </SimpleGrid>
      <Card withBorder radius="md" padding="sm">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          Observacao do pedido
        </Text>
        <Text>{order.instructions || 'Sem observação'}</Text>
      </Card>
    </Stack>
  );
}

export function OrderSummary({ summary }: { summary: OrderDetail['summary'] }) {
  const rows: [string, string][] = [
    ['Total de itens', String(summary.total_items)],
    ['Itens finalizados', String(summary.finished_items)],
    ['Itens em separação', String(summary.items_in_separation)],
    ['Tempo de separação', formatDuration(summary.separation_time_secs)],
    ['Separado por', summary.separated_by.join(', ') || '-'],
    ['Conferido por', summary.conferred_by ?? '-'],
    ['Revisado', summary.has_been_reviewed === null ? '-' : summary.has_been_reviewed ? 'Sim' : 'Não'],
  ];
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="lg" mb="sm">
        Resumo
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xs">
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={600}>{value}</Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
