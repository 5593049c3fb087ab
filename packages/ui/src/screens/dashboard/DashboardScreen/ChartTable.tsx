import { VisuallyHidden } from '../../../primitives/VisuallyHidden';
import type { ChartDatum } from './chart-types';

export interface ChartTableProps {
  caption: string;
  labelHeader: string;
  valueHeader?: string;
  data: ChartDatum[];
}

/** The text alternative of a chart: its values as a table only screen readers read. */
export function ChartTable({ caption, labelHeader, valueHeader = 'Count', data }: ChartTableProps) {
  return (
    <VisuallyHidden as="table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          <th scope="col">{valueHeader}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((datum) => (
          <tr key={datum.label}>
            <th scope="row">{datum.label}</th>
            <td>{datum.value}</td>
          </tr>
        ))}
      </tbody>
    </VisuallyHidden>
  );
}
