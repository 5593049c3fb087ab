import { describe, expect, it } from 'vitest';
import { buildCells, daySummaries, rowTime } from './cells';
import type { CalendarAppointmentView, CalendarSlotView } from './types';

const slot = (time: string, status: CalendarSlotView['status'] = 'available'): CalendarSlotView => ({
  id: `slot-${time}`,
  date: '2026-03-17',
  time,
  status,
});

const appointment = (
  time: string,
  minutes: number,
  status: CalendarAppointmentView['status'] = 'booked',
) => ({
  id: `ap-${time}`,
  reference: 'AP-1',
  date: '2026-03-17',
  time,
  durationMinutes: minutes,
  clientName: 'Grace',
  serviceTitle: null,
  status,
  slotId: null,
});

describe('buildCells', () => {
  it('names rows by their start', () => {
    expect(rowTime(0)).toBe('06:00');
    expect(rowTime(35)).toBe('23:30');
  });

  it('puts slots and appointments in their start cell and marks the rest of a long booking', () => {
    const cellAt = buildCells([slot('10:00', 'booked'), slot('11:00')], [appointment('10:00', 60)]);
    expect(cellAt('2026-03-17', '10:00').slot?.id).toBe('slot-10:00');
    expect(cellAt('2026-03-17', '10:00').appointments).toHaveLength(1);
    expect(cellAt('2026-03-17', '10:30').continuing?.id).toBe('ap-10:00');
    expect(cellAt('2026-03-17', '11:00')).toMatchObject({ continuing: null, appointments: [] });
    expect(cellAt('2026-03-18', '10:00').slot).toBeNull();
  });

  it('leaves canceled appointments out and slots off the grid', () => {
    const cellAt = buildCells([slot('05:30')], [appointment('12:00', 30, 'canceled')]);
    expect(cellAt('2026-03-17', '12:00').appointments).toEqual([]);
  });
});

describe('daySummaries', () => {
  it('counts free slots, bookings and waiting appointments per day', () => {
    const days = daySummaries(
      [slot('10:00'), slot('10:30'), slot('11:00', 'booked')],
      [appointment('11:00', 30), appointment('12:00', 30, 'waiting'), appointment('13:00', 30, 'canceled')],
    );
    expect(days.get('2026-03-17')).toEqual({ free: 2, booked: 1, waiting: 1 });
  });
});
