// Horizontal bars of a separator's average time per order and per item today, this week,
// this month and ever, labelled HH:MM:SS.
import { Card, Text } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PeriodFigures } from '@shared/contract/dashboard';
import { formatDuration } from '@shared/format';

export interface ChartPeriod {
  label: string;
  figures: PeriodFigures;
}

export function SeparatorTimesChart({ periods }: { periods: ChartPeriod[] }) {
  const rows = periods.map(({ label, figures }) => ({
    label,
    order: Math.floor(figures.time_per_order),
    item: Math.floor(figures.time_per_item),
  }));
  return (
    <Card withBorder padding="md" aria-label="Tempo médio">
      <Text fw={600} mb="sm">
        Tempo médio
      </Text>
      {rows.every((row) => row.order === 0 && row.item === 0) ? (
        // Bars of nothing with a zero scale read as a broken chart.
        <Text c="dimmed" ta="center" py="xl">
          Nenhum pedido separado ainda.
        </Text>
      ) : (
        <ResponsiveContainer width="100%" height={320}>
          <BarChart data={rows} layout="vertical" margin={{ left: 16, right: 32 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" tickFormatter={(value: number) => formatDuration(value)} />
            <YAxis type="category" dataKey="label" width={70} />
            <Tooltip formatter={(value) => formatDuration(Number(value))} />
            <Legend />
            <Bar dataKey="order" name="Por pedido" fill="var(--mantine-color-doca-6)" label={{ position: 'right', formatter: (value: unknown) => formatDuration(Number(value)) }} />
            <Bar dataKey="item" name="Por item" fill="var(--mantine-color-blue-5)" label={{ position: 'right', formatter: (value: unknown) => formatDuration(Number(value)) }} />
          </BarChart>
        </ResponsiveContainer>
      )}
    </Card>
  );
}
