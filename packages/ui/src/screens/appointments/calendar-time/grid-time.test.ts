import { describe, expect, it } from 'vitest';
import {
  columnDays,
  combineDayTime,
  dayKey,
  gridRows,
  monthMatrix,
  ROWS_PER_DAY,
  rowIndexOf,
  shiftAnchor,
  timeKey,
  visibleRange,
  weekDays,
} from './grid-time';

// Local dates throughout: the grid is drawn in the viewer's time zone.
const monday = new Date(2026, 2, 16, 14, 0);

describe('grid rows', () => {
  it('runs 06:00 to 23:30 in 36 half-hour rows', () => {
    const rows = gridRows(monday);
    expect(ROWS_PER_DAY).toBe(36);
    expect(rows).toHaveLength(36);
    expect(timeKey(rows[0]!)).toBe('06:00');
    expect(timeKey(rows[1]!)).toBe('06:30');
    expect(timeKey(rows[35]!)).toBe('23:30');
    expect(rows.every((row) => dayKey(row) === '2026-03-16')).toBe(true);
  });

  it('places an instant in its row', () => {
    expect(rowIndexOf(new Date(2026, 2, 16, 6, 0))).toBe(0);
    expect(rowIndexOf(new Date(2026, 2, 16, 9, 45))).toBe(7);
    expect(rowIndexOf(new Date(2026, 2, 16, 23, 59))).toBe(35);
    expect(rowIndexOf(new Date(2026, 2, 16, 5, 59))).toBe(-1);
    expect(rowIndexOf(new Date(2026, 2, 17, 0, 0))).toBe(-1);
  });
});

describe('week and month', () => {
  it('starts the week on Sunday', () => {
    expect(weekDays(monday).map(dayKey)).toEqual([
      '2026-03-15',
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
      '2026-03-19',
      '2026-03-20',
      '2026-03-21',
    ]);
    expect(columnDays('day', monday).map(dayKey)).toEqual(['2026-03-16']);
  });

  it('covers the month in whole weeks', () => {
    const weeks = monthMatrix(monday);
    expect(weeks).toHaveLength(5);
    expect(dayKey(weeks[0]![0]!)).toBe('2026-03-01');
    expect(dayKey(weeks[4]![6]!)).toBe('2026-04-04');
    // February 2026 starts on a Sunday and has exactly four weeks.
    expect(monthMatrix(new Date(2026, 1, 10))).toHaveLength(4);
    // August 2026 needs six rows.
    expect(monthMatrix(new Date(2026, 7, 10))).toHaveLength(6);
  });

  it('fetches up to 00:30 after the last day', () => {
    const week = visibleRange('week', monday);
    expect(week.from).toEqual(new Date(2026, 2, 15));
    expect(week.to).toEqual(new Date(2026, 2, 22, 0, 30));
    expect(visibleRange('day', monday)).toEqual({
      from: new Date(2026, 2, 16),
      to: new Date(2026, 2, 17, 0, 30),
    });
    expect(visibleRange('month', monday)).toEqual({
      from: new Date(2026, 2, 1),
      to: new Date(2026, 3, 5, 0, 30),
    });
  });

  it('steps by the view', () => {
    expect(dayKey(shiftAnchor('week', monday, 1))).toBe('2026-03-23');
    expect(dayKey(shiftAnchor('day', monday, -1))).toBe('2026-03-15');
    expect(dayKey(shiftAnchor('month', monday, 1))).toBe('2026-04-16');
  });

  it('combines a day and a time', () => {
    expect(combineDayTime('2026-03-16', '09:30')).toEqual(new Date(2026, 2, 16, 9, 30));
  });
});

describe('times of day', () => {
  it('lists half hours of the grid', async () => {
    const { timesOfDay } = await import('./times-of-day');
    expect(timesOfDay()).toHaveLength(36);
    expect(timesOfDay()[0]).toBe('06:00');
    expect(timesOfDay(true).at(-1)).toBe('24:00');
  });
});
