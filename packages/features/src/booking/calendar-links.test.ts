import { describe, expect, it } from 'vitest';
import { calendarLinks } from './calendar-links';

const entry = {
  id: 'a9900000-0000-4000-8000-000000001099',
  title: "Men's Cut at Demo Salon",
  description: "Men's Cut with Stella Stylist (AP-001099)",
  location: '1 Main Street, New York',
  start: '2026-03-17T15:00:00.000Z',
  end: '2026-03-17T15:30:00.000Z',
  tentative: true,
};

/** Unfolded content lines of an .ics text. */
const linesOf = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('calendarLinks', () => {
  it('fills in Google and Outlook events with the booking’s UTC times', () => {
    const links = calendarLinks(entry);
    const google = new URL(links.google);
    expect(google.origin).toBe('https://calendar.google.com');
    expect(google.searchParams.get('dates')).toBe('20260317T150000Z/20260317T153000Z');
    expect(google.searchParams.get('text')).toBe(entry.title);
    expect(google.searchParams.get('location')).toBe(entry.location);
    const outlook = new URL(links.outlook);
    expect(outlook.searchParams.get('startdt')).toBe('2026-03-17T15:00:00.000Z');
    expect(outlook.searchParams.get('subject')).toBe(entry.title);
  });

  it('offers an .ics with the e-mailed invitation’s UID, TENTATIVE while waiting', () => {
    const links = calendarLinks(entry, new Date('2026-03-16T09:00:00Z'));
    expect(links.icsName).toBe('appointment.ics');
    const ics = decodeURIComponent(links.icsHref.replace(/^data:text\/calendar;charset=utf-8,/, ''));
    const lines = linesOf(ics);
    expect(lines).toContain(`UID:${entry.id}@salon-platform`);
    expect(lines).toContain('STATUS:TENTATIVE');
    expect(lines).toContain('DTSTART:20260317T150000Z');
    expect(lines).toContain('DTSTAMP:20260316T090000Z');
    expect(lines).toContain('LOCATION:1 Main Street\\, New York');
    expect(linesOf(decodeURIComponent(calendarLinks({ ...entry, tentative: false }).icsHref))).toContain(
      'STATUS:CONFIRMED',
    );
  });
});
