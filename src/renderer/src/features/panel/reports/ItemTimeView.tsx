// 'Tempo médio por item': the average seconds per item overall, per hour of the day (the
// small hours after 23) and per separator (spec/panel.md §3 'Item-time report').
import { Group, Stack, Table } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ItemTimeReport } from '@shared/contract/reports';
import { formatDuration, formatNumber } from '@shared/format';
import { CHART_PRIMARY } from './chart-colours';
import { FigureCard, NoData } from './FigureCard';
import { shiftHourOrder } from './period';

/** Seconds only while under a minute, as the spec's items view shows them (§9). */
function itemTime(seconds: number): string {
  return seconds < 60 ? `${formatNumber(seconds, 1)} s` : formatDuration(seconds);
}

export function ItemTimeView({ report }: { report: ItemTimeReport }) {
  if (report.global.total_items === 0) return <NoData />;
  const hours = [...report.timeline]
    .sort((a, b) => shiftHourOrder(a.separated_hour) - shiftHourOrder(b.separated_hour))
    .map((hour) => ({ hora: `${String(hour.separated_hour).padStart(2, '0')}h`, segundos: hour.avg_secs, itens: hour.total_items }));
  return (
    <Stack>
      <Group>
        <FigureCard label="Tempo médio por item" value={itemTime(report.global.avg_secs)} />
        <FigureCard label="Itens separados" value={formatNumber(report.global.total_items, 0)} />
        <FigureCard label="Itens por hora" value={formatNumber(report.global.items_per_hour, 1)} />
      </Group>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={hours}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="hora" />
          <YAxis unit=" s" />
          <Tooltip formatter={(value) => itemTime(Number(value))} />
          <Bar dataKey="segundos" name="segundos" fill={CHART_PRIMARY} />
        </BarChart>
      </ResponsiveContainer>
      <Table striped withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Separador</Table.Th>
            <Table.Th>Itens</Table.Th>
            <Table.Th>Tempo médio por item</Table.Th>
            <Table.Th>Tempo total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.global.users.map((user) => (
            <Table.Tr key={user.username}>
              <Table.Td>{user.username}</Table.Td>
              <Table.Td>{user.total_items}</Table.Td>
              <Table.Td>{itemTime(user.avg_secs)}</Table.Td>
              <Table.Td>{formatDuration(user.total_secs)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
