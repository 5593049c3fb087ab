import { createEvent, type EventAttributes } from 'ics';
import { offsetMinutes, zoneFormat } from '../lib/time-zones';
import { zoneTransitions } from './zone-transitions';

export interface CalendarInviteInput {
  /** REQUEST with the confirmation; CANCEL (same uid, higher sequence) removes it from the calendar. */
  method: 'REQUEST' | 'CANCEL';
  /** Stable per appointment, so the CANCEL finds the REQUEST's event. */
  uid: string;
  sequence: number;
  /**
   * A REQUEST's STATUS: TENTATIVE while the booking waits for the salon, CONFIRMED once it holds
   * (default). A CANCEL is always CANCELLED.
   */
  status?: 'TENTATIVE' | 'CONFIRMED';
  start: Date;
  end: Date;
  /** The salon's IANA zone: DTSTART/DTEND are its wall-clock times (TZID) with a VTIMEZONE. */
  timeZone: string;
  title: string;
  description: string;
  location?: string | null;
  url?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** DTSTAMP; now by default. */
  stamp?: Date;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * An iCalendar invitation (RFC 5545 / iTIP) for one appointment, built with `ics`; its UTC times are then
 * rewritten as wall-clock times of the salon's zone (`DTSTART;TZID=America/New_York:20260317T110000`)
 * with the VTIMEZONE that defines them (the zone's offsets and changes for a year either side), so
 * calendars show the appointment in the salon's zone and keep it right across daylight-saving changes.
 */
export function calendarInvite(input: CalendarInviteInput): string {
  const event: EventAttributes = {
    uid: input.uid,
    sequence: input.sequence,
    method: input.method,
    productId: '-//Salon platform//Bookings//EN',
    start: input.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: input.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: input.title,
    description: input.description,
    ...(input.location ? { location: input.location } : {}),
    ...(input.url ? { url: input.url } : {}),
    status: input.method === 'CANCEL' ? 'CANCELLED' : (input.status ?? 'CONFIRMED'),
    busyStatus: 'BUSY',
    organizer: input.organizer,
    attendees: [
      {
        name: input.attendee.name,
        email: input.attendee.email,
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  };
  // `timestamp` (DTSTAMP) is read by ics but missing from its types.
  const stamp = { timestamp: (input.stamp ?? new Date()).getTime() };
  const { error, value } = createEvent({ ...event, ...stamp } as EventAttributes);
  if (error || !value) throw error ?? new Error('The calendar invitation could not be built');
  const ics = value.replace(/\r\n/g, '\n');
  if (input.timeZone === 'UTC') return ics.replace(/\n/g, '\r\n');
  const local = (name: 'DTSTART' | 'DTEND', at: Date) =>
    `${name};TZID=${input.timeZone}:${wallClock(at.getTime(), offsetMinutes(input.timeZone, at.getTime()))}`;
  return ics
    .replace(/^DTSTART:\d{8}T\d{6}Z$/m, local('DTSTART', input.start))
    .replace(/^DTEND:\d{8}T\d{6}Z$/m, local('DTEND', input.end))
    .replace(/^BEGIN:VEVENT$/m, `${vtimezone(input.timeZone, input.start.getTime())}\nBEGIN:VEVENT`)
    .replace(/\n/g, '\r\n');
}

/** 'YYYYMMDDTHHMMSS' of `instant` at UTC offset `offset` minutes. */
function wallClock(instant: number, offset: number): string {
  return new Date(instant + offset * MINUTE)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');
}

/** '+0530', '-0400'. */
function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

function abbreviation(zone: string, instant: number): string | undefined {
  return zoneFormat(zone, 'shortZoneName')
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')?.value;
}

/**
 * VTIMEZONE of `zone` around `around`: one observance at the start of the window (a year before) and one
 * per offset change in the two years (zone-transitions.ts, found once per zone and year), each DTSTART in the local time before
 * the change, as RFC 5545 §3.6.5 asks. Observances with a larger offset than the window's smallest are
 * DAYLIGHT.
 */
export function vtimezone(zone: string, around: number): string {
  const from = around - 366 * DAY;
  const changes = zoneTransitions(zone, from, around + 366 * DAY);
  const first = offsetMinutes(zone, from);
  const smallest = Math.min(first, ...changes.map((change) => change.after));
  const observance = (at: number, before: number, after: number) => {
    const kind = after > smallest ? 'DAYLIGHT' : 'STANDARD';
    const name = abbreviation(zone, at);
    return [
      `BEGIN:${kind}`,
      `DTSTART:${wallClock(at, before)}`,
      `TZOFFSETFROM:${formatOffset(before)}`,
      `TZOFFSETTO:${formatOffset(after)}`,
      ...(name ? [`TZNAME:${name}`] : []),
      `END:${kind}`,
    ];
  };
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observance(from, first, first),
    ...changes.flatMap((change) => observance(change.at, change.before, change.after)),
    'END:VTIMEZONE',
  ].join('\n');
}
