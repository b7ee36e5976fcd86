// 'Tempo médio por pedido': working and idle minutes per order of each separator, with the
// share of their timesheet spent separating (spec/panel.md §3 'Order-time report').
import { Group, Stack, Table } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { OrderTimeReport } from '@shared/contract/reports';
import { formatDuration, formatNumber } from '@shared/format';
import { CHART_MUTED, CHART_PRIMARY } from './chart-colours';
import { FigureCard, NoData } from './FigureCard';

const minutes = (value: number) => `${formatNumber(value, 2)} min`;

export function OrderTimeView({ report }: { report: OrderTimeReport }) {
  if (report.users.length === 0) return <NoData />;
  const chart = report.users.map((user) => ({ name: user.username, Separando: user.working_avg_min, Ocioso: user.idle_avg_min }));
  return (
    <Stack>
      <Group>
        <FigureCard label="Tempo médio separando por pedido" value={minutes(report.global.working_avg_min)} />
        <FigureCard label="Tempo médio ocioso por pedido" value={minutes(report.global.idle_avg_min)} />
        <FigureCard label="Tempo total separando" value={formatDuration(report.global.working_total_secs)} />
      </Group>
      <ResponsiveContainer width="100%" height={Math.max(220, chart.length * 34)}>
        <BarChart data={chart} layout="vertical" margin={{ left: 40 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" unit=" min" />
          <YAxis type="category" dataKey="name" width={110} interval={0} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => minutes(Number(value))} />
          <Legend />
          <Bar dataKey="Separando" stackId="time" fill={CHART_PRIMARY} />
          <Bar dataKey="Ocioso" stackId="time" fill={CHART_MUTED} />
        </BarChart>
      </ResponsiveContainer>
      <Table striped withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Separador</Table.Th>
            <Table.Th>Pedidos</Table.Th>
            <Table.Th>Médio separando</Table.Th>
            <Table.Th>Médio ocioso</Table.Th>
            <Table.Th>Jornada</Table.Th>
            <Table.Th>% separando</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.users.map((user) => (
            <Table.Tr key={user.username}>
              <Table.Td>{user.username}</Table.Td>
              <Table.Td>{user.total_orders}</Table.Td>
              <Table.Td>{minutes(user.working_avg_min)}</Table.Td>
              <Table.Td>{minutes(user.idle_avg_min)}</Table.Td>
              <Table.Td>{formatDuration(user.timesheet_min * 60)}</Table.Td>
              <Table.Td>{formatNumber(user.timesheet_work_perc, 2)}%</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
