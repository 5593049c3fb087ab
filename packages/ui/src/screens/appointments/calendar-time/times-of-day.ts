import { GRID_END_HOUR, GRID_START_HOUR, SLOT_MINUTES } from './grid-time';

/**
 * `HH:mm` times of the grid's day in 30-minute steps: 06:00 … 23:30, plus '24:00' when `includeEnd`
 * (the end of a business-hours slot may be midnight).
 */
export function timesOfDay(includeEnd = false): string[] {
  const times: string[] = [];
  for (let m = GRID_START_HOUR * 60; m < GRID_END_HOUR * 60 + (includeEnd ? 1 : 0); m += SLOT_MINUTES) {
    times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return times;
}
