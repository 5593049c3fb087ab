import { offsetMinutes } from '../lib/time-zones';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A change of a zone's UTC offset (minutes): `at` is the first minute of the new offset. */
export interface ZoneTransition {
  at: number;
  before: number;
  after: number;
}

/** Per zone and UTC year; a few hundred zones at most, each asked about a few years. */
const byZoneYear = new Map<string, ZoneTransition[]>();

/**
 * The zone's offset changes in (start, end] of the UTC year `year`: a scan day by day, each change then
 * located to the minute by bisection. About 400 offset look-ups, so kept once made.
 */
function transitionsOfYear(zone: string, year: number): ZoneTransition[] {
  const key = `${year} ${zone}`;
  const known = byZoneYear.get(key);
  if (known) return known;
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const found: ZoneTransition[] = [];
  let previous = offsetMinutes(zone, start);
  for (let low = start; low < end; low += DAY) {
    let high = Math.min(low + DAY, end);
    const offset = offsetMinutes(zone, high);
    if (offset === previous) continue;
    let before = low;
    while (high - before > MINUTE) {
      const middle = before + Math.floor((high - before) / 2 / MINUTE) * MINUTE;
      if (offsetMinutes(zone, middle) === previous) before = middle;
      else high = middle;
    }
    found.push({ at: high, before: previous, after: offset });
    previous = offset;
  }
  byZoneYear.set(key, found);
  return found;
}

/**
 * The zone's offset changes after `from` and up to `to`, each `at` the first minute after the change
 * counted in whole minutes from `from` (the change itself when `from` is on a minute).
 */
export function zoneTransitions(zone: string, from: number, to: number): ZoneTransition[] {
  const changes: ZoneTransition[] = [];
  const last = new Date(to).getUTCFullYear();
  for (let year = new Date(from).getUTCFullYear(); year <= last; year += 1) {
    for (const change of transitionsOfYear(zone, year)) {
      if (change.at <= from || change.at > to) continue;
      changes.push({ ...change, at: from + Math.ceil((change.at - from) / MINUTE) * MINUTE });
    }
  }
  return changes;
}
