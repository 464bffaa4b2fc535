export interface ChartSeries {
  /** The row field holding this series' values. */
  key: string;
  label: string;
  color: string;
}

/** One category on the x axis (a tour) with a value per series; null means no value. */
export type ChartRow = { label: string } & Record<string, string | number | null>;
