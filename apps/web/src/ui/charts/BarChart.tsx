import { lazy, Suspense } from 'react';
import styles from './BarChart.module.css';
import type { ChartRow, ChartSeries } from './chart-types.ts';

export type { ChartRow, ChartSeries };

export interface BarChartProps {
  /** What the chart shows, in words (its accessible name and the caption of its table). */
  label: string;
  rows: ChartRow[];
  series: ChartSeries[];
  height?: number;
}

// Recharts is heavy: it loads with the first chart, never with the screens that only link to one.
const BarChartView = lazy(() => import('./BarChartView.tsx'));

/**
 * Bars per category drawn by Recharts (loaded on demand), with the same values in a
 * visually hidden table for screen readers.
 */
export function BarChart({ label, rows, series, height = 220 }: BarChartProps) {
  return (
    <div className={styles.chart}>
      <div role="img" aria-label={label} className={styles.canvas} style={{ height }}>
        <Suspense fallback={null}>
          <BarChartView rows={rows} series={series} height={height} />
        </Suspense>
      </div>
      {/* A table box ignores its own clipping: the hidden wrapper keeps it from widening the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col" />
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {series.map((s) => (
                  <td key={s.key}>{row[s.key] ?? '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
