import { describe, expect, it } from 'vitest';
import { dayButtonLabel, formatDateText, isWithin, parseDateText } from './date-text';

describe('formatDateText', () => {
  it('formats as MM/DD/YYYY', () => {
    expect(formatDateText(new Date(2026, 2, 7))).toBe('03/07/2026');
    expect(formatDateText(new Date(2022, 11, 31))).toBe('12/31/2022');
  });
  it('is empty for no date or an invalid one', () => {
    expect(formatDateText(null)).toBe('');
    expect(formatDateText(undefined)).toBe('');
    expect(formatDateText(new Date(Number.NaN))).toBe('');
  });
});

describe('parseDateText', () => {
  it('parses full and short month/day', () => {
    expect(parseDateText('03/07/2026')).toEqual({ status: 'ok', date: new Date(2026, 2, 7) });
    expect(parseDateText(' 3/7/2026 ')).toEqual({ status: 'ok', date: new Date(2026, 2, 7) });
  });
  it('reports empty text', () => {
    expect(parseDateText('   ')).toEqual({ status: 'empty' });
  });
  it("parses ISO dates, and the locale's short date when it uses another separator", () => {
    expect(parseDateText('2026-12-01')).toEqual({ status: 'ok', date: new Date(2026, 11, 1) });
    expect(parseDateText('01.12.2026', {}, 'de-DE')).toEqual({ status: 'ok', date: new Date(2026, 11, 1) });
    expect(parseDateText('2026/12/01', {}, 'ja-JP')).toEqual({ status: 'ok', date: new Date(2026, 11, 1) });
    // en-GB also writes '/': the field's own MM/DD/YYYY wins.
    expect(parseDateText('03/07/2026', {}, 'en-GB')).toEqual({ status: 'ok', date: new Date(2026, 2, 7) });
    expect(parseDateText('01.12.2026', {}, 'en-US').status).toBe('invalid');
  });
  it('rejects malformed and impossible dates', () => {
    expect(parseDateText('2026-02-30').status).toBe('invalid');
    expect(parseDateText('2026-3-7x').status).toBe('invalid');
    expect(parseDateText('03/07/26').status).toBe('invalid');
    expect(parseDateText('02/30/2026').status).toBe('invalid');
    expect(parseDateText('13/01/2026').status).toBe('invalid');
  });
  it('rejects days outside the bounds, comparing by day', () => {
    const minDate = new Date(2022, 0, 1, 15, 30);
    expect(parseDateText('12/31/2021', { minDate }).status).toBe('invalid');
    expect(parseDateText('01/01/2022', { minDate }).status).toBe('ok');
    expect(parseDateText('01/02/2022', { maxDate: new Date(2022, 0, 1) }).status).toBe('invalid');
  });
});

describe('isWithin', () => {
  it('is inclusive at both ends', () => {
    const d = new Date(2024, 5, 10, 23, 59);
    expect(isWithin(d, { minDate: new Date(2024, 5, 10), maxDate: new Date(2024, 5, 10) })).toBe(true);
    expect(isWithin(d, {})).toBe(true);
  });
});

describe('dayButtonLabel', () => {
  it('starts with the visible day number', () => {
    expect(dayButtonLabel(new Date(2026, 2, 1))).toBe('1 March 2026, Sunday');
    expect(dayButtonLabel(new Date(2026, 2, 21), { today: true, selected: true })).toBe(
      '21 March 2026, Saturday, today, selected',
    );
  });
});
