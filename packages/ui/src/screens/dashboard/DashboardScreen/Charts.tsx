import { Bar, type BarItemProps } from '@nivo/bar';
import { Line } from '@nivo/line';
import { Pie } from '@nivo/pie';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { integerTicks, visibleLabels } from './chart-scale';
import type { ChartDatum } from './chart-types';
import { CHART_HEIGHT, ChartBox } from './DashboardScreen.styles';

/**
 * The chart figures (nivo, the largest part of the dashboard's JavaScript). DashboardScreen loads this
 * module lazily: the cards and the charts' text alternatives show first, the figures when it arrives.
 */
export interface ChartProps {
  /** Names the figure (its test id); the text alternative is DashboardScreen's ChartTable. */
  title: string;
  data: ChartDatum[];
}

type BarRow = { label: string; value: number };

/** nivo's axis text is 11px: about this many px a character, with room to spare. */
const CHAR_PX = 7;
const labelWidth = (labels: string[]) => Math.max(0, ...labels.map((label) => label.length)) * CHAR_PX + 12;

/**
 * The figure's box, measured: the chart draws at the box's width only once it is known and leaves room
 * for the plot (a box narrower than the margins drew bars and arcs of negative width at 390 px).
 */
function MeasuredChart(props: { title: string; minWidth: number; children: (width: number) => ReactNode }) {
  const { title, minWidth, children } = props;
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <ChartBox ref={box} aria-hidden="true" data-testid={`chart-${title}`}>
      {width >= minWidth ? children(width) : null}
    </ChartBox>
  );
}

/** A bar at most `thickness` px wide, centred in its band (nivo sizes bars by padding only). */
function thinBar(thickness: number) {
  return function ThinBar({ bar }: BarItemProps<BarRow>) {
    const width = Math.max(0, Math.min(thickness, bar.width));
    return (
      <rect
        x={bar.x + (bar.width - width) / 2}
        y={bar.y}
        width={width}
        height={Math.max(0, bar.height)}
        fill={bar.color}
      />
    );
  };
}

/** Margins that hold the value axis's numbers and half a band label at either end (the first label was clipped). */
function axisMargins(ticks: number[], bandLabel: number) {
  const numbers = String(ticks.at(-1) ?? 0).length * CHAR_PX + 16;
  const half = Math.ceil(bandLabel / 2);
  return { top: 16, right: Math.max(16, half), bottom: 40, left: Math.max(numbers, half) };
}

/**
 * Bars of `data` in the spec's orange, 20px thick at most, on whole-number ticks; as many band labels as
 * fit. The figure is hidden from screen readers: its table is read instead.
 */
export function BarChart({ title, data }: ChartProps) {
  const theme = useTheme();
  const ThinBar = useMemo(() => thinBar(theme.chart.barThickness), [theme.chart.barThickness]);
  const rows: BarRow[] = data.map((datum) => ({ label: datum.label, value: datum.value }));
  const ticks = integerTicks(Math.max(0, ...rows.map((row) => row.value)));
  const labels = rows.map((row) => row.label);
  const margin = axisMargins(ticks, labelWidth(labels));
  return (
    <MeasuredChart title={title} minWidth={margin.left + margin.right + 40}>
      {(width) => (
        <Bar<BarRow>
          width={width}
          height={CHART_HEIGHT}
          data={rows}
          keys={['value']}
          indexBy="label"
          margin={margin}
          padding={0.3}
          barComponent={ThinBar}
          colors={[theme.chart.bar]}
          enableLabel={false}
          valueScale={{ type: 'linear', min: 0, max: ticks.at(-1) }}
          gridYValues={ticks}
          axisLeft={{ tickValues: ticks }}
          axisBottom={{
            tickValues: visibleLabels(labels, width - margin.left - margin.right, labelWidth(labels)),
          }}
          animate={false}
          isInteractive
        />
      )}
    </MeasuredChart>
  );
}

/** The gender pie in the theme's pie colours, with room beside and above it for the labels. */
export function PieChart({ title, data }: ChartProps) {
  const theme = useTheme();
  // The link (10 + 10 px), its gap to the text (6 px) and the longest label.
  const side = 26 + labelWidth(data.map((datum) => datum.label));
  const margin = { top: 32, right: side, bottom: 32, left: side };
  return (
    <MeasuredChart title={title} minWidth={2 * side + 80}>
      {(width) => (
        <Pie
          width={width}
          height={CHART_HEIGHT}
          data={data.map((datum) => ({ id: datum.label, label: datum.label, value: datum.value }))}
          margin={margin}
          colors={[...theme.chart.pie]}
          innerRadius={0.5}
          arcLinkLabelsColor={{ from: 'color' }}
          arcLinkLabelsDiagonalLength={10}
          arcLinkLabelsStraightLength={10}
          arcLinkLabelsTextOffset={6}
          arcLabelsTextColor={theme.colors.white}
          animate={false}
        />
      )}
    </MeasuredChart>
  );
}

/** Appointments per month, Jan to Dec, on whole-number ticks. */
export function LineChart({ title, data }: ChartProps) {
  const theme = useTheme();
  const ticks = integerTicks(Math.max(0, ...data.map((datum) => datum.value)));
  const labels = data.map((datum) => datum.label);
  const margin = { ...axisMargins(ticks, labelWidth(labels)), right: 24 };
  return (
    <MeasuredChart title={title} minWidth={margin.left + margin.right + 40}>
      {(width) => (
        <Line
          width={width}
          height={CHART_HEIGHT}
          data={[{ id: title, data: data.map((datum) => ({ x: datum.label, y: datum.value })) }]}
          margin={margin}
          colors={[theme.chart.bar]}
          pointSize={6}
          yScale={{ type: 'linear', min: 0, max: ticks.at(-1) }}
          gridYValues={ticks}
          axisLeft={{ tickValues: ticks }}
          axisBottom={{
            tickValues: visibleLabels(labels, width - margin.left - margin.right, labelWidth(labels)),
          }}
          enableGridX={false}
          animate={false}
          useMesh
        />
      )}
    </MeasuredChart>
  );
}
