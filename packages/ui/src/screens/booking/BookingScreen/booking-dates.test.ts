import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayLabel,
  durationLabel,
  localDateIn,
  priceLabel,
  shortDayLabel,
  slotLabel,
  timeLabel,
  whenLabel,
  zoneLabel,
} from './booking-dates';

describe('booking dates', () => {
  it('names days and slots in full', () => {
    expect(dayLabel('2026-11-24')).toBe('Tuesday, 24 November 2026');
    expect(slotLabel('10:30', '2026-11-24', 'Alex')).toBe('10:30 AM, Tuesday 24 November 2026, with Alex');
    expect(shortDayLabel('2026-03-17')).toBe('Tue 17 Mar');
  });

  it('shows 12-hour times', () => {
    expect(timeLabel('00:30')).toBe('12:30 AM');
    expect(timeLabel('09:00')).toBe('9:00 AM');
    expect(timeLabel('12:00')).toBe('12:00 PM');
    expect(timeLabel('23:30')).toBe('11:30 PM');
  });

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('says which clock, with the short name of that day', () => {
    expect(zoneLabel('America/New_York', '2026-01-15')).toBe('New York time (EST)');
    expect(zoneLabel('America/New_York', '2026-07-15')).toBe('New York time (EDT)');
    expect(zoneLabel('Not/AZone', '2026-07-15')).toBe('Not/AZone');
    expect(zoneLabel('Europe/London', '2026-01-15')).toBe('London time (GMT)');
    expect(zoneLabel('Asia/Kolkata', '2026-01-15')).toBe('Kolkata time (GMT+5:30)');
  });

  it('writes a visit’s start without parentheses inside parentheses', () => {
    expect(whenLabel('2026-03-17', '11:00', 'America/New_York')).toBe(
      'Tuesday, 17 March 2026, 11:00 AM New York time (EDT)',
    );
    expect(whenLabel('2026-01-15', '09:30', 'Europe/London')).toBe(
      'Thursday, 15 January 2026, 9:30 AM London time (GMT)',
    );
  });

  it('takes the salon-local date of an instant', () => {
    expect(localDateIn('America/New_York', new Date('2026-03-17T03:00:00Z'))).toBe('2026-03-16');
    expect(localDateIn('Australia/Sydney', new Date('2026-03-17T20:00:00Z'))).toBe('2026-03-18');
  });

  it('shows durations and prices', () => {
    expect(durationLabel(45)).toBe('45 min');
    expect(durationLabel(60)).toBe('1 h');
    expect(durationLabel(90)).toBe('1 h 30 min');
    expect(priceLabel(35)).toBe('$35.00');
    expect(priceLabel(12.5, { currency: 'EUR', locale: 'fr-FR' }).replace(/[\u00a0\u202f]/g, ' ')).toBe(
      '12,50 €',
    );
    expect(priceLabel(1500, { currency: 'JPY', locale: 'ja-JP' })).toBe('￥1,500');
  });
});
