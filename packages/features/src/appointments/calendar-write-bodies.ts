import type { Appointment, BusinessHoursBody, DailySlotBody, Slot } from '@salon/api/availability/schemas';
import type { BusinessHoursValues } from '@salon/ui/screens/appointments/BusinessHoursModal';
import { combineDayTime, dayKey } from '@salon/ui/screens/appointments/calendar-time';
import { slotLabel } from './calendar-view';

/**
 * What the calendar page's modals send and show: the bodies of its writes built from the modals' values,
 * and the labels and rows its modals are opened with.
 */

/** A new slot at `date` `time`, or (with the saved `slot`) that slot moved there. */
export function slotBody(date: Date, time: string, slot: Slot | undefined): DailySlotBody {
  return {
    date: dayKey(date),
    time,
    ...(slot
      ? {
          slotId: slot._id,
          appointmentList: slot.appointmentList,
          timeData: { id: slot._id, timeAsAString: slot.timeAsAString, timeAsADate: slot.timeAsADate },
        }
      : {}),
  };
}

/** The weekly hours of the modal's `values`, replacing the saved record `id`. */
export function businessHoursBody(values: BusinessHoursValues, id: string | null): BusinessHoursBody {
  return {
    id,
    recurringType: values.recurringType ?? 'week',
    slots: values.days.map(({ day, slots }) => ({
      day,
      slots: slots.map((range) => ({ startTime: range.startTime ?? '', endTime: range.endTime ?? '' })),
    })),
  };
}

/** The slot form's first values: the slot being moved, the time clicked, or nothing. */
export function slotFormValues(at: { date: string; time: string } | null): {
  date: Date | null;
  time: string | null;
} {
  return at ? { date: combineDayTime(at.date, '00:00'), time: at.time } : { date: null, time: null };
}

/** 'Client · Mon 12 May, 10:00': the appointment a modal is about. */
export function appointmentLabel(appointment: Appointment): string {
  return `${appointment.userName} · ${slotLabel(appointment.dateAsAString, appointment.timeAsAString)}`;
}

/** The waiting list's rows: the waiting appointments that overlap a booked one. */
export function waitlistEntries(waiting: Appointment[]) {
  return waiting.map((a) => ({
    id: a._id,
    clientName: a.userName,
    email: a.userEmail,
    phone: a.userMobile,
    time: `${a.timeAsAString} · ${a.requiredDuration} m`,
    service: a.subService?.title ?? a.mainService?.title ?? null,
  }));
}
