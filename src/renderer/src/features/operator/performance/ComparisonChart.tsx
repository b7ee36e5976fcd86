// The picker's figures beside the other pickers' average, as bars. Its own file so the charts
// library (about 100 kB compressed) loads after the page, not before it: a picker lands here
// after signing in and goes on to the picking screen, which must not wait for it.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '@shared/format';

export type ComparisonRow = { name: string } & Record<string, number | string>;

interface ComparisonChartProps {
  rows: ComparisonRow[];
  /** The two series, each a key of the rows: the picker's, then the others'. */
  mine: string;
  others: string;
}

const label = { position: 'top', formatter: (value: unknown) => formatNumber(Number(value)) } as const;

export function ComparisonChart({ rows, mine, others }: ComparisonChartProps) {
  return (
    <ResponsiveContainer>
      <BarChart data={rows} margin={{ top: 20, right: 12, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" />
        <YAxis tickFormatter={(value: number) => formatNumber(value)} />
        <Tooltip formatter={(value) => formatNumber(Number(value))} />
        <Legend />
        <Bar dataKey={mine} fill="#1c7ed6" radius={[4, 4, 0, 0]} label={label} />
        <Bar dataKey={others} fill="#adb5bd" radius={[4, 4, 0, 0]} label={label} />
      </BarChart>
    </ResponsiveContainer>
  );
}
