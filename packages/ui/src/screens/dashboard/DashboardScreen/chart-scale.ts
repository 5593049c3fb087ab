/**
 * Axis helpers of the dashboard's charts (defect 6): counts are whole numbers, so the value
 * axis shows whole ticks only; and a band axis with more labels than fit shows every n-th.
 */

/** Steps of 1, 2 or 5 times a power of ten. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const scaled = rough / power;
  const nice = scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Whole-number ticks from 0 to at least `max`, about `count` of them at most (plus zero): the axis ends
 * on the last tick. A chart of zeros still has the ticks 0 and 1.
 */
export function integerTicks(max: number, count = 5): number[] {
  const top = Math.max(1, Math.ceil(max));
  const step = Math.max(1, niceStep(top / Math.max(1, count)));
  const ticks: number[] = [];
  for (let value = 0; value < top + step; value += step) ticks.push(value);
  // Stop at the first tick at or above the top.
  const last = ticks.findIndex((value) => value >= top);
  return ticks.slice(0, last + 1);
}

/**
 * The band labels to print along an axis `width` px long when each needs about `labelWidth` px: all of
 * them when they fit, else every n-th from the first (the rest stay in the chart's text alternative).
 */
export function visibleLabels(labels: string[], width: number, labelWidth: number): string[] {
  if (labels.length === 0 || width <= 0) return [];
  const fit = Math.max(1, Math.floor(width / labelWidth));
  const every = Math.ceil(labels.length / fit);
  return labels.filter((_, index) => index % every === 0);
}
