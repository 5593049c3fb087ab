/**
 * The calendar draws the salon's wall clock, whatever the viewer's own zone: an instant becomes a local
 * Date whose fields (year … minute) read as the salon's clock, so the grid's day and time arithmetic
 * and the 15-minute rule work on the same footing as the server's 'YYYY-MM-DD' / 'HH:mm' values.
 */
export function toWallClock(instant: Date, timeZone: string | null | undefined): Date {
  if (!timeZone) return new Date(instant.getTime());
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(instant);
  } catch {
    // An unknown zone: fall back to the viewer's clock rather than break the page.
    return new Date(instant.getTime());
  }
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return new Date(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
}
