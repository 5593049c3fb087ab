import { combineDayTime, rowIndexOf, SLOT_MINUTES } from '../calendar-time';
import type { CalendarAppointmentView, CalendarSlotView } from './types';

/** What one cell (a day × a 30-minute row) holds. */
export interface CellContent {
  slot: CalendarSlotView | null;
  /** Appointments starting in this cell (canceled ones are left out). */
  appointments: CalendarAppointmentView[];
  /** An appointment that started in an earlier cell and still runs here. */
  continuing: CalendarAppointmentView | null;
}

export const cellKey = (date: string, time: string) => `${date} ${time}`;

const EMPTY: CellContent = { slot: null, appointments: [], continuing: null };

/** The wall-clock start of a cell's row, 'HH:mm'. */
export function rowTime(row: number): string {
  const minutes = 6 * 60 + row * SLOT_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Sorts slots and appointments into the grid's cells. A slot off the half-hour lands in the row it
 * starts in; a long appointment marks the cells it runs through as `continuing`.
 */
export function buildCells(
  slots: readonly CalendarSlotView[],
  appointments: readonly CalendarAppointmentView[],
): (date: string, time: string) => CellContent {
  const cells = new Map<string, CellContent>();
  const at = (date: string, row: number) => {
    const key = cellKey(date, rowTime(row));
    let cell = cells.get(key);
    if (!cell) {
      cell = { slot: null, appointments: [], continuing: null };
      cells.set(key, cell);
    }
    return cell;
  };
  for (const slot of slots) {
    const row = rowIndexOf(combineDayTime(slot.date, slot.time));
    if (row >= 0) at(slot.date, row).slot = slot;
  }
  for (const appointment of appointments) {
    if (appointment.status === 'canceled') continue;
    const start = combineDayTime(appointment.date, appointment.time);
    const row = rowIndexOf(start);
    if (row < 0) continue;
    at(appointment.date, row).appointments.push(appointment);
    const span = Math.ceil(appointment.durationMinutes / SLOT_MINUTES);
    for (let extra = 1; extra < span && rowIndexOf(start) + extra < 36; extra++) {
      const cell = at(appointment.date, row + extra);
      if (!cell.continuing) cell.continuing = appointment;
    }
  }
  return (date, time) => cells.get(cellKey(date, time)) ?? EMPTY;
}

/** Counts for a month cell: free slots and live appointments of each day. */
export function daySummaries(
  slots: readonly CalendarSlotView[],
  appointments: readonly CalendarAppointmentView[],
): Map<string, { free: number; booked: number; waiting: number }> {
  const days = new Map<string, { free: number; booked: number; waiting: number }>();
  const of = (date: string) => {
    let day = days.get(date);
    if (!day) {
      day = { free: 0, booked: 0, waiting: 0 };
      days.set(date, day);
    }
    return day;
  };
  for (const slot of slots) if (slot.status === 'available') of(slot.date).free++;
  for (const appointment of appointments) {
    if (appointment.status === 'waiting') of(appointment.date).waiting++;
    else if (appointment.status !== 'canceled') of(appointment.date).booked++;
  }
  return days;
}
