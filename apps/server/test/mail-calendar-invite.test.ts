import { describe, expect, it } from 'vitest';
import { calendarInvite, vtimezone } from '../src/mail/calendar-invite';

const base = {
  uid: 'a9900000-0000-4000-8000-000000001099@salon-platform',
  sequence: 0,
  title: 'Haircut at Demo Salon',
  description: 'Haircut with Stella Stylist.\nCancel: https://salons.example.com/salon/demo-salon/cancel',
  location: '1 Main Street, Springfield',
  organizer: { name: 'Demo Salon', email: 'salon@example.com' },
  attendee: { name: 'Noah Brooks', email: 'noah.brooks@example.com' },
  stamp: new Date('2026-03-16T09:00:00Z'),
};

/** Unfolded content lines (RFC 5545 §3.1). */
const linesOf = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('calendarInvite', () => {
  it('is a METHOD:REQUEST invitation in the salon zone, with CRLF lines and the VTIMEZONE it names', () => {
    const ics = calendarInvite({
      ...base,
      method: 'REQUEST',
      // 11:00 in New York on 17 March 2026 (EDT, UTC-4).
      start: new Date('2026-03-17T15:00:00Z'),
      end: new Date('2026-03-17T15:30:00Z'),
      timeZone: 'America/New_York',
    });
    expect(ics.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    const lines = linesOf(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('DTSTART;TZID=America/New_York:20260317T110000');
    expect(lines).toContain('DTEND;TZID=America/New_York:20260317T113000');
    expect(lines).toContain('DTSTAMP:20260316T090000Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain(`UID:${base.uid}`);
    expect(
      lines.some((line) => line.startsWith('ORGANIZER;') && line.endsWith(':MAILTO:salon@example.com')),
    ).toBe(true);
    expect(
      lines.some((line) => line.startsWith('ATTENDEE;') && line.includes('noah.brooks@example.com')),
    ).toBe(true);
    // Spring forward on 8 March 2026 at 02:00 EST; fall back on 1 November 2026 at 02:00 EDT.
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1).join('\n');
    expect(zone).toContain('TZID:America/New_York');
    expect(zone).toContain(
      'BEGIN:DAYLIGHT\nDTSTART:20260308T020000\nTZOFFSETFROM:-0500\nTZOFFSETTO:-0400\nTZNAME:EDT\nEND:DAYLIGHT',
    );
    expect(zone).toContain(
      'BEGIN:STANDARD\nDTSTART:20261101T020000\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0500\nTZNAME:EST\nEND:STANDARD',
    );
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  });

  it('a CANCEL keeps the uid, raises the sequence and says CANCELLED', () => {
    const lines = linesOf(
      calendarInvite({
        ...base,
        method: 'CANCEL',
        sequence: 1,
        start: new Date('2026-03-17T15:00:00Z'),
        end: new Date('2026-03-17T15:30:00Z'),
        timeZone: 'America/New_York',
      }),
    );
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('SEQUENCE:1');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain(`UID:${base.uid}`);
  });

  it('a booking that waits for the salon is TENTATIVE; its confirmation keeps the uid and raises the sequence', () => {
    const at = {
      ...base,
      method: 'REQUEST' as const,
      start: new Date('2026-03-17T15:00:00Z'),
      end: new Date('2026-03-17T15:30:00Z'),
      timeZone: 'America/New_York',
    };
    const waiting = linesOf(calendarInvite({ ...at, status: 'TENTATIVE' }));
    expect(waiting).toContain('STATUS:TENTATIVE');
    expect(waiting).toContain('SEQUENCE:0');
    const confirmed = linesOf(calendarInvite({ ...at, sequence: 1, status: 'CONFIRMED' }));
    expect(confirmed).toContain('STATUS:CONFIRMED');
    expect(confirmed).toContain('SEQUENCE:1');
    expect(confirmed).toContain(`UID:${base.uid}`);
    expect(confirmed).toContain('METHOD:REQUEST');
  });

  it('a zone without daylight saving has one STANDARD observance; half-hour offsets are kept', () => {
    const zone = vtimezone('Asia/Kolkata', Date.parse('2026-03-17T05:30:00Z'));
    expect(zone.split('\n').filter((line) => line === 'BEGIN:STANDARD')).toHaveLength(1);
    expect(zone).not.toContain('DAYLIGHT');
    expect(zone).toContain('TZOFFSETTO:+0530');
    const lines = linesOf(
      calendarInvite({
        ...base,
        method: 'REQUEST',
        start: new Date('2026-03-17T05:30:00Z'),
        end: new Date('2026-03-17T06:00:00Z'),
        timeZone: 'Asia/Kolkata',
      }),
    );
    expect(lines).toContain('DTSTART;TZID=Asia/Kolkata:20260317T110000');
  });

  it('in the southern hemisphere daylight time is the larger offset (Sydney, +1100 in January)', () => {
    const zone = vtimezone('Australia/Sydney', Date.parse('2026-01-10T00:00:00Z'));
    expect(zone).toContain('BEGIN:DAYLIGHT\nDTSTART:20261004T020000\nTZOFFSETFROM:+1000\nTZOFFSETTO:+1100');
    expect(zone).toContain('BEGIN:STANDARD\nDTSTART:20260405T030000\nTZOFFSETFROM:+1100\nTZOFFSETTO:+1000');
  });

  it('lists every change of the two years around the start, across UTC years, found once per zone and year', () => {
    const starts = (zone: string) => zone.split('\n').filter((line) => line.startsWith('DTSTART:'));
    const summer = vtimezone('America/New_York', Date.parse('2026-06-15T12:00:00Z'));
    expect(starts(summer)).toEqual([
      'DTSTART:20250614T080000',
      'DTSTART:20251102T020000',
      'DTSTART:20260308T020000',
      'DTSTART:20261101T020000',
      'DTSTART:20270314T020000',
    ]);
    // A window starting off the minute sees each change at its first minute counted from there.
    const offMinute = vtimezone('America/New_York', Date.parse('2026-06-15T12:00:30Z'));
    expect(starts(offMinute).slice(1, 3)).toEqual(['DTSTART:20251102T020030', 'DTSTART:20260308T020030']);
    // The window ends 366 days after the start: a change at its very end is in, one a minute later is not.
    const change = Date.parse('2026-03-29T01:00:00Z');
    const lastOf = (around: number) => starts(vtimezone('Europe/London', around)).at(-1);
    expect(lastOf(change - 366 * 86_400_000)).toBe('DTSTART:20260329T010000');
    expect(lastOf(change - 366 * 86_400_000 - 60_000)).not.toBe('DTSTART:20260329T010000');
  });

  it('UTC salons get UTC times', () => {
    const lines = linesOf(
      calendarInvite({
        ...base,
        method: 'REQUEST',
        start: new Date('2026-03-17T15:00:00Z'),
        end: new Date('2026-03-17T15:30:00Z'),
        timeZone: 'UTC',
      }),
    );
    expect(lines).toContain('DTSTART:20260317T150000Z');
    expect(lines).not.toContain('BEGIN:VTIMEZONE');
  });
});
