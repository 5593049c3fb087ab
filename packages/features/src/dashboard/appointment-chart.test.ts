import { describe, expect, it } from 'vitest';
import { appointmentBars, daysIn, grainOf } from './appointment-chart';

const MARCH = { from: '2026-03-01', to: '2026-03-31' };

describe('appointment chart bars', () => {
  it('picks hours over one or two days, days up to three months, months beyond', () => {
    expect(daysIn({ from: '2026-03-16', to: '2026-03-16' })).toBe(1);
    expect(grainOf({ from: '2026-03-16', to: '2026-03-16' })).toBe('hour');
    expect(grainOf({ from: '2026-03-16', to: '2026-03-17' })).toBe('hour');
    expect(grainOf({ from: '2026-03-16', to: '2026-03-18' })).toBe('day');
    expect(grainOf(MARCH)).toBe('day');
    expect(grainOf({ from: '2026-01-01', to: '2026-04-02' })).toBe('day');
    expect(grainOf({ from: '2026-01-01', to: '2026-04-03' })).toBe('month');
  });

  it('groups a month by day: one bar a day, zeros included, a day’s starts added up', () => {
    const bars = appointmentBars(
      [
        { _id: '2026-03-02 09:00', count: 3 },
        { _id: '2026-03-16 09:30', count: 7 },
        { _id: '2026-03-16 13:00', count: 2 },
      ],
      MARCH,
    );
    expect(bars).toHaveLength(31);
    expect(bars[0]).toEqual({ label: 'Mar 1', value: 0 });
    expect(bars[1]).toEqual({ label: 'Mar 2', value: 3 });
    expect(bars[15]).toEqual({ label: 'Mar 16', value: 9 });
    expect(bars[30]).toEqual({ label: 'Mar 31', value: 0 });
  });

  it('crosses month and year ends by calendar day (no daylight-saving gaps or repeats)', () => {
    const bars = appointmentBars([{ _id: '2027-01-01 10:00', count: 1 }], {
      from: '2026-12-30',
      to: '2027-01-02',
    });
    expect(bars.map((bar) => bar.label)).toEqual(['Dec 30', 'Dec 31', 'Jan 1', 'Jan 2']);
    // 29 March 2026 is 23 hours long in Europe: still one bar.
    const spring = appointmentBars([], { from: '2026-03-28', to: '2026-03-31' });
    expect(spring.map((bar) => bar.label)).toEqual(['Mar 28', 'Mar 29', 'Mar 30', 'Mar 31']);
  });

  it('groups a long range by month', () => {
    const bars = appointmentBars(
      [
        { _id: '2025-12-05 09:00', count: 2 },
        { _id: '2026-02-10 10:00', count: 4 },
        { _id: '2026-02-11 10:00', count: 1 },
      ],
      { from: '2025-11-15', to: '2026-03-10' },
    );
    expect(bars).toEqual([
      { label: 'Nov 2025', value: 0 },
      { label: 'Dec 2025', value: 2 },
      { label: 'Jan 2026', value: 0 },
      { label: 'Feb 2026', value: 5 },
      { label: 'Mar 2026', value: 0 },
    ]);
  });

  it('groups one day by hour, from the first to the last busy hour', () => {
    const bars = appointmentBars(
      [
        { _id: '2026-03-16 09:00', count: 1 },
        { _id: '2026-03-16 09:30', count: 2 },
        { _id: '2026-03-16 11:45', count: 1 },
      ],
      { from: '2026-03-16', to: '2026-03-16' },
    );
    expect(bars).toEqual([
      { label: '09:00', value: 3 },
      { label: '10:00', value: 0 },
      { label: '11:00', value: 1 },
    ]);
  });

  it('names the day of each hour over two days', () => {
    const bars = appointmentBars(
      [
        { _id: '2026-03-16 23:30', count: 1 },
        { _id: '2026-03-17 00:15', count: 2 },
      ],
      { from: '2026-03-16', to: '2026-03-17' },
    );
    expect(bars).toEqual([
      { label: 'Mar 16 23:00', value: 1 },
      { label: 'Mar 17 00:00', value: 2 },
    ]);
  });

  it('leaves out starts outside the range and has no hourly bars without appointments', () => {
    expect(
      appointmentBars([{ _id: '2026-04-01 09:00', count: 5 }], MARCH).every((bar) => bar.value === 0),
    ).toBe(true);
    expect(appointmentBars([], { from: '2026-03-16', to: '2026-03-16' })).toEqual([]);
  });
});
