// An item's pre-picking data, opened from its row on the order page (spec/panel.md §2 'Order
// detail': expandable product table; §3 'Item pre-picking response'): the share of its
// pre-picking scans read from unique tags, and each tag scanned into it.
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useCallback } from 'react';
import { itemPrePickings } from '@shared/contract/orders';
import { formatDateTime, formatNumber, formatPercent } from '@shared/format';
import { call } from '@renderer/api/http';
import { LoadState } from '@renderer/components/LoadState';
import { useLoaded } from '@renderer/hooks/useLoaded';

export function ItemPrePickings({ itemId, name }: { itemId: number; name: string }) {
  const load = useCallback((signal: AbortSignal) => call(itemPrePickings, { params: { itemId } }, { signal }), [itemId]);
  const { data, failed, reload } = useLoaded(load, 'Erro ao buscar pre picking');
  if (!data) return <LoadState failed={failed} failure="Não foi possível buscar os pre pickings do item." onRetry={reload} />;
  return (
    <Stack gap={6} role="region" aria-label={`Pre pickings do item ${name}`}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Etiquetas únicas bipadas:
        </Text>
        <Badge variant="light" color="blue">
          {formatPercent(data.metrics.unique_tag_beeped_percentual)}
        </Badge>
      </Group>
      {data.pre_pickings.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhum pre picking bipado neste item.
        </Text>
      ) : (
        <Table fz="xs" verticalSpacing={4} withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Pre picking</Table.Th>
              <Table.Th>Tipo de etiqueta</Table.Th>
              <Table.Th>Peso</Table.Th>
              <Table.Th>Balança</Table.Th>
              <Table.Th>Lote</Table.Th>
              <Table.Th>Criado em</Table.Th>
              <Table.Th>Validade</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.pre_pickings.map((tag) => (
              <Table.Tr key={tag.id}>
                <Table.Td>{tag.id}</Table.Td>
                <Table.Td>{tag.unique_tag ? 'Etiqueta única' : 'Etiqueta genérica'}</Table.Td>
                <Table.Td>{tag.item_weight === null ? '-' : `${formatNumber(tag.item_weight, 3)} Kg`}</Table.Td>
                <Table.Td>{tag.scale_id ?? '-'}</Table.Td>
                <Table.Td>{tag.batch_id ?? '-'}</Table.Td>
                <Table.Td>{formatDateTime(tag.created)}</Table.Td>
                <Table.Td>
                  <Badge size="xs" variant="light" color={tag.has_expired ? 'red' : 'green'}>
                    {tag.has_expired ? 'Expirado' : 'Dentro da validade'}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
