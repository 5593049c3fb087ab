import { ResponsiveBar, type BarItemProps } from '@nivo/bar';
import { ResponsiveLine } from '@nivo/line';
import { ResponsivePie } from '@nivo/pie';
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import type { ChartDatum } from './chart-types';
import { ChartTable } from './ChartTable';
import { ChartBox } from './DashboardScreen.styles';

export interface ChartProps {
  /** Names the chart for screen readers, also the caption of its text alternative. */
  title: string;
  labelHeader: string;
  data: ChartDatum[];
}

type BarRow = { label: string; value: number };

/** A bar at most `thickness` px wide, centred in its band (nivo sizes bars by padding only). */
function thinBar(thickness: number) {
  return function ThinBar({ bar }: BarItemProps<BarRow>) {
    const width = Math.min(thickness, bar.width);
    return (
      <rect
        x={bar.x + (bar.width - width) / 2}
        y={bar.y}
        width={width}
        height={bar.height}
        fill={bar.color}
      />
    );
  };
}

/** Bars of `data` in the spec's orange, 20px thick at most. The figure is hidden from screen readers: its table is read instead. */
export function BarChart({ title, labelHeader, data }: ChartProps) {
  const theme = useTheme();
  const Bar = useMemo(() => thinBar(theme.chart.barThickness), [theme.chart.barThickness]);
  const rows: BarRow[] = data.map((datum) => ({ label: datum.label, value: datum.value }));
  return (
    <>
      <ChartBox aria-hidden="true" data-testid={`chart-${title}`}>
        <ResponsiveBar
          data={rows}
          keys={['value']}
          indexBy="label"
          margin={{ top: 16, right: 16, bottom: 56, left: 48 }}
          padding={0.3}
          barComponent={Bar}
          colors={[theme.chart.bar]}
          enableLabel={false}
          axisBottom={{ tickRotation: rows.length > 6 ? -30 : 0 }}
          axisLeft={{ tickValues: 5 }}
          animate={false}
          isInteractive
        />
      </ChartBox>
      <ChartTable caption={title} labelHeader={labelHeader} data={data} />
    </>
  );
}

/** The gender pie in the theme's three greys. */
export function PieChart({ title, labelHeader, data }: ChartProps) {
  const theme = useTheme();
  return (
    <>
      <ChartBox aria-hidden="true" data-testid={`chart-${title}`}>
        <ResponsivePie
          data={data.map((datum) => ({ id: datum.label, label: datum.label, value: datum.value }))}
          margin={{ top: 16, right: 80, bottom: 16, left: 80 }}
          colors={[...theme.chart.pie]}
          innerRadius={0.5}
          arcLinkLabelsColor={{ from: 'color' }}
          arcLabelsTextColor={theme.colors.white}
          animate={false}
        />
      </ChartBox>
      <ChartTable caption={title} labelHeader={labelHeader} data={data} />
    </>
  );
}

/** Appointments per month, Jan to Dec. */
export function LineChart({ title, labelHeader, data }: ChartProps) {
  const theme = useTheme();
  return (
    <>
      <ChartBox aria-hidden="true" data-testid={`chart-${title}`}>
        <ResponsiveLine
          data={[{ id: title, data: data.map((datum) => ({ x: datum.label, y: datum.value })) }]}
          margin={{ top: 16, right: 24, bottom: 40, left: 48 }}
          colors={[theme.chart.bar]}
          pointSize={6}
          axisLeft={{ tickValues: 5 }}
          enableGridX={false}
          animate={false}
          useMesh
        />
      </ChartBox>
      <ChartTable caption={title} labelHeader={labelHeader} data={data} />
    </>
  );
}
