// The picker's figures beside the other pickers' average, as bars. Its own file so the charts
// library (about 100 kB compressed) loads after the page, not before it: a picker lands here
// after signing in and goes on to the picking screen, which must not wait for it.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Text, Tooltip, XAxis, YAxis, type XAxisTickContentProps } from 'recharts';
import { formatNumber } from '@shared/format';

export type ComparisonRow = { name: string } & Record<string, number | string>;

interface ComparisonChartProps {
  rows: ComparisonRow[];
  /** The two series, each a key of the rows: the picker's, then the others'. */
  mine: string;
  others: string;
}

const label = { position: 'top', formatter: (value: unknown) => formatNumber(Number(value)) } as const;

/**
 * A category's name, wrapped within its share of the axis. On a phone the names did not fit on
 * one line side by side, and the chart dropped all but 'Pedidos separados'.
 */
function CategoryTick({ x, y, width, visibleTicksCount, fill, payload }: XAxisTickContentProps) {
  return (
    <Text x={x} y={y} width={Number(width) / visibleTicksCount} textAnchor="middle" verticalAnchor="start" fill={fill} fontSize={14}>
      {String(payload.value)}
    </Text>
  );
}

export function ComparisonChart({ rows, mine, others }: ComparisonChartProps) {
  return (
    <ResponsiveContainer>
      <BarChart data={rows} margin={{ top: 20, right: 12, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" interval={0} height={48} tick={CategoryTick} />
        <YAxis tickFormatter={(value: number) => formatNumber(value)} />
        <Tooltip formatter={(value) => formatNumber(Number(value))} />
        <Legend />
        <Bar dataKey={mine} fill="#1c7ed6" radius={[4, 4, 0, 0]} label={label} />
        <Bar dataKey={others} fill="#adb5bd" radius={[4, 4, 0, 0]} label={label} />
      </BarChart>
    </ResponsiveContainer>
  );
}
