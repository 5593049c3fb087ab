/** Every fixture date is relative to this fixed instant, so stories and screenshots repeat exactly. */
export const FIXED_NOW = new Date('2026-03-16T09:00:00.000Z');

export function daysFromNow(days: number, hours = 0): Date {
  return new Date(FIXED_NOW.getTime() + days * 86_400_000 + hours * 3_600_000);
}
