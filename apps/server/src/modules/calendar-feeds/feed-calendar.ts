import { createEvents, type EventAttributes } from 'ics';
import type { FeedAppointment } from './repository';

export interface FeedCalendarInput {
  name: string;
  timeZone: string;
  /** Whole salon: each entry names its stylist too. */
  wholeSalon: boolean;
  appointments: FeedAppointment[];
  stamp: Date;
}

/** "Ana Lucía Pérez" → "Ana": a feed names the client by first name only. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * The iCalendar file of a subscription address (RFC 5545): one VEVENT per live appointment with the UID
 * of its e-mailed invitation and its SEQUENCE, so calendar apps update entries in place on each refresh;
 * a cancelled or moved-away visit simply leaves the feed. Only the service and the client's first name
 * are shown: no e-mail, phone or note travels to a third-party calendar.
 */
export function feedCalendar(input: FeedCalendarInput): string {
  const events: EventAttributes[] = input.appointments.map((visit) => {
    const service = [visit.service, visit.subService].filter(Boolean).join(' · ') || 'Appointment';
    const who = firstName(visit.clientName);
    const stylist = input.wholeSalon && visit.stylistName ? ` (${visit.stylistName})` : '';
    return {
      uid: `${visit.id}@salon-platform`,
      sequence: visit.sequence,
      start: visit.startsAt.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: visit.endsAt.getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      title: `${service} – ${who}${stylist}`,
      status: visit.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
      busyStatus: 'BUSY',
      lastModified: visit.updatedAt.getTime(),
      // DTSTAMP: read by ics but missing from its types.
      ...({ timestamp: input.stamp.getTime() } as object),
    };
  });
  const header = { productId: '-//Salon platform//Calendar feed//EN', calName: input.name };
  if (events.length === 0) return emptyCalendar(header.productId, input.name, input.timeZone);
  const { error, value } = createEvents(events, header);
  if (error || !value) throw error ?? new Error('The calendar feed could not be built');
  return withFeedHeaders(value, input.timeZone);
}

/**
 * Calendar apps' hints: the zone to show times in, and how often to fetch again (ours in place of the
 * `ics` package's own hour, so each is said once).
 */
function withFeedHeaders(ics: string, timeZone: string): string {
  return ics
    .replace(/\r\nX-PUBLISHED-TTL:[^\r]*/g, '')
    .replace(
      /\r\nBEGIN:VEVENT/,
      `\r\nX-WR-TIMEZONE:${timeZone}\r\nREFRESH-INTERVAL;VALUE=DURATION:PT15M\r\nX-PUBLISHED-TTL:PT15M\r\nBEGIN:VEVENT`,
    );
}

/** `ics` refuses an empty list; a feed with no appointment yet is still a valid calendar. */
function emptyCalendar(productId: string, name: string, timeZone: string): string {
  const escaped = name
    .replace(/\\/g, '\\\\')
    .replace(/[,;]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `PRODID:${productId}`,
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escaped}`,
    `X-WR-TIMEZONE:${timeZone}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
    'X-PUBLISHED-TTL:PT15M',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
