/** What an "Add to calendar" entry says of a booking. */
export interface CalendarEntry {
  /** The appointment's id: the entry's UID is the e-mailed invitation's, so a calendar keeps one entry. */
  id: string;
  title: string;
  description: string;
  location: string | null;
  start: string;
  end: string;
  /** Waiting for the salon: the entry is tentative until the salon confirms. */
  tentative: boolean;
}

export interface CalendarLinks {
  google: string;
  outlook: string;
  /** A `data:` address of the .ics file, and its file name. */
  icsHref: string;
  icsName: string;
}

/** '20260317T150000Z'. */
const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

/** An iCalendar text value (RFC 5545 §3.3.11). */
const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/**
 * The confirmation page's "Add to calendar": Google and Outlook links that open a filled-in event, and an
 * .ics download with the same UID as the e-mailed invitation (`{id}@salon-platform`), TENTATIVE while the
 * booking waits for the salon.
 */
export function calendarLinks(entry: CalendarEntry, now: Date = new Date()): CalendarLinks {
  const google = new URL('https://calendar.google.com/calendar/render');
  google.searchParams.set('action', 'TEMPLATE');
  google.searchParams.set('text', entry.title);
  google.searchParams.set('dates', `${utcStamp(entry.start)}/${utcStamp(entry.end)}`);
  google.searchParams.set('details', entry.description);
  if (entry.location) google.searchParams.set('location', entry.location);

  const outlook = new URL('https://outlook.live.com/calendar/0/deeplink/compose');
  outlook.searchParams.set('path', '/calendar/action/compose');
  outlook.searchParams.set('rru', 'addevent');
  outlook.searchParams.set('subject', entry.title);
  outlook.searchParams.set('startdt', new Date(entry.start).toISOString());
  outlook.searchParams.set('enddt', new Date(entry.end).toISOString());
  outlook.searchParams.set('body', entry.description);
  if (entry.location) outlook.searchParams.set('location', entry.location);

  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Salon platform//Bookings//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${entry.id}@salon-platform`,
    'SEQUENCE:0',
    `DTSTAMP:${utcStamp(now.toISOString())}`,
    `DTSTART:${utcStamp(entry.start)}`,
    `DTEND:${utcStamp(entry.end)}`,
    `SUMMARY:${icsText(entry.title)}`,
    `DESCRIPTION:${icsText(entry.description)}`,
    ...(entry.location ? [`LOCATION:${icsText(entry.location)}`] : []),
    `STATUS:${entry.tentative ? 'TENTATIVE' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

  return {
    google: google.toString(),
    outlook: outlook.toString(),
    icsHref: `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`,
    icsName: 'appointment.ics',
  };
}
