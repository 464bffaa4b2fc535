import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartRow, ChartSeries } from './chart-types.ts';

const AXIS = { fontSize: 12, fill: '#475569' };

/** The Recharts part of BarChart (its own chunk). */
export default function BarChartView({
  rows,
  series,
  height,
}: {
  rows: ChartRow[];
  series: ChartSeries[];
  height: number;
}) {
  return (
    <BarChart
      responsive
      data={rows}
      style={{ width: '100%', height }}
      margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      barGap={2}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
      <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={{ stroke: '#cbd5e1' }} />
      <YAxis tick={AXIS} tickLine={false} axisLine={false} allowDecimals={false} />
      <Tooltip cursor={{ fill: 'rgb(17 122 66 / 0.08)' }} />
      {series.length > 1 ? (
        <Legend
          // In the series' own order, in the text colour (a light series' name stays readable).
          itemSorter={null}
          wrapperStyle={{ fontSize: 12 }}
          formatter={(value: string) => <span style={{ color: '#1e293b' }}>{value}</span>}
        />
      ) : null}
      {series.map((s) => (
        <Bar
          key={s.key}
          dataKey={s.key}
          name={s.label}
          fill={s.color}
          radius={[3, 3, 0, 0]}
          maxBarSize={28}
          animationDuration={400}
        />
      ))}
    </BarChart>
  );
}
