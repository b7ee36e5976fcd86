// One ranking column: position, separator, orders, items and idle time (spec/panel.md §3
// 'Ranking entry'), with the time it was computed and its empty state.
import { Badge, Card, Group, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { Ranking } from '@shared/contract/ranking';
import { formatDuration, formatNumber } from '@shared/format';

interface RankingListProps {
  title: string;
  ranking: Ranking | undefined;
  emptyText: string;
  /** Hides 'Atualizado às' (the history is not refreshed). */
  showUpdated?: boolean;
}

const MEDALS = ['#D4A017', '#A8A9AD', '#B87333'];

export function RankingList({ title, ranking, emptyText, showUpdated = true }: RankingListProps) {
  return (
    <Card withBorder padding="md" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {showUpdated && ranking && (
          <Text size="sm" c="dimmed">
            Atualizado às {dayjs(ranking.updated).format('HH:mm')}
          </Text>
        )}
      </Group>
      {ranking && ranking.data.length === 0 ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        <Table striped verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>#</Table.Th>
              <Table.Th>Separador</Table.Th>
              <Table.Th ta="right">Pedidos</Table.Th>
              <Table.Th ta="right">Itens</Table.Th>
              <Table.Th ta="right">Ocioso</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ranking?.data.map((entry, index) => (
              <Table.Tr key={entry.username}>
                <Table.Td>
                  <Badge circle size="lg" color={MEDALS[index] ?? 'gray'} variant={index < 3 ? 'filled' : 'light'}>
                    {index + 1}
                  </Badge>
                </Table.Td>
                <Table.Td>{entry.username}</Table.Td>
                <Table.Td ta="right">{formatNumber(entry.total_orders)}</Table.Td>
                <Table.Td ta="right">{formatNumber(entry.total_items)}</Table.Td>
                <Table.Td ta="right">{formatDuration(entry.idle_time)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
