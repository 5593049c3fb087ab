import type { Appointment, Slot } from '@salon/api/availability/schemas';
import type { BusinessHoursState } from '@salon/ui/screens/appointments/BusinessHoursView';
import type { CalendarAppointmentView } from '@salon/ui/screens/appointments/calendar-model';
import { combineDayTime } from '@salon/ui/screens/appointments/calendar-time';
import type { CalendarDataState } from '@salon/ui/screens/appointments/StylistCalendarScreen';
import { useMemo } from 'react';
import { listState } from '../core';
import { toAppointmentView, toSlotView } from './calendar-view';
import { useBusinessHours } from './use-business-hours';
import { useCalendar } from './use-calendar';

/**
 * The read side of the calendar page: the week's (or day's, month's) slots and appointments and the
 * business hours as screen states, the raw records behind the views, and the waiting appointments that
 * overlap a booked one.
 */
export function useCalendarState(stylistId: string, from: string, to: string) {
  const calendar = useCalendar(stylistId, from, to);
  const businessHours = useBusinessHours(stylistId);
  const timeZone = calendar.data?.timeZone ?? businessHours.data?.timeZone ?? null;

  const rawSlots = useMemo(
    () => new Map<string, Slot>((calendar.data?.slots ?? []).map((s) => [s._id, s])),
    [calendar.data],
  );
  const rawAppointments = useMemo(
    () => new Map<string, Appointment>((calendar.data?.appointments ?? []).map((a) => [a._id, a])),
    [calendar.data],
  );
  const data: CalendarDataState = useMemo(
    () =>
      listState(calendar, (week) => ({
        slots: week.slots.map(toSlotView),
        appointments: week.appointments.map(toAppointmentView),
      })),
    // Recomputed when the result's parts change, not on every new SWR object.
    [calendar.data, calendar.error],
  );
  const hoursState: BusinessHoursState = listState(businessHours, (hours) => ({
    days: hours.slots.map((day) => ({ day: day.day, ranges: day.slots })),
    recurringType: hours.recurringType,
    timeZone: hours.timeZone,
    saved: hours._id !== null,
  }));

  const appointmentOf = (view: CalendarAppointmentView) => rawAppointments.get(view.id);

  /** The waiting appointments of `target`'s day whose time overlaps it. */
  const waitingFor = (target: CalendarAppointmentView) => {
    const start = combineDayTime(target.date, target.time).getTime();
    const end = start + target.durationMinutes * 60_000;
    return [...rawAppointments.values()].filter((a) => {
      if (a.status !== 'waiting' || a.dateAsAString !== target.date) return false;
      const aStart = combineDayTime(a.dateAsAString, a.timeAsAString).getTime();
      return aStart < end && aStart + a.requiredDuration * 60_000 > start;
    });
  };

  return { calendar, businessHours, data, hoursState, rawSlots, appointmentOf, waitingFor, timeZone };
}
