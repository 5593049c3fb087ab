/** One value of a chart: its label (salon, date-time, gender, month) and count. */
export interface ChartDatum {
  label: string;
  value: number;
}

/** A part of the dashboard that loads on its own. */
export type Loadable<T> = { status: 'loading' } | { status: 'ready'; data: T };
