import type { AppointmentInfo } from '@salon/api/appointments/schemas';
import type { Appointment, BusinessHours, Slot } from '@salon/api/availability/schemas';
import type {
  AppointmentFormValues,
  AppointmentFormResult,
} from '@salon/ui/screens/appointments/AppointmentFormModal';
import type { BusinessHoursValues } from '@salon/ui/screens/appointments/BusinessHoursModal';
import type {
  CalendarAppointmentView,
  CalendarSlotView,
} from '@salon/ui/screens/appointments/calendar-model';
import { combineDayTime, dayKey } from '@salon/ui/screens/appointments/calendar-time';
import type { PanelAppointment } from '@salon/ui/screens/appointments/UpcomingAppointmentsPanel';
import type { DashboardAppointmentBody } from '@salon/api/appointments/schemas';
import { format } from 'date-fns';

export function toSlotView(slot: Slot): CalendarSlotView {
  return { id: slot._id, date: slot.start_date, time: slot.timeAsAString, status: slot.slotStatus };
}

export function toAppointmentView(appointment: Appointment): CalendarAppointmentView {
  return {
    id: appointment._id,
    reference: appointment.appointmentId,
    date: appointment.dateAsAString,
    time: appointment.timeAsAString,
    durationMinutes: appointment.requiredDuration,
    clientName: appointment.userName,
    serviceTitle: appointment.subService?.title ?? appointment.mainService?.title ?? null,
    status: appointment.status,
    slotId: appointment.slotId,
    visit: appointment.visit
      ? {
          part: appointment.visit.part,
          of: appointment.visit.of,
          parts: appointment.visit.parts.map(
            (part) => `${part.timeAsAString} ${part.service}, ${part.stylistName}`,
          ),
        }
      : null,
  };
}

/** 'Mon, Mar 16 · 10:00' of a salon-local day and time. */
export function slotLabel(date: string, time: string): string {
  return `${format(combineDayTime(date, '00:00'), 'EEE, MMM d')} · ${time}`;
}

/** A side-panel card; the client's note when kept, else the booking's comment. */
export function toPanelAppointment(appointment: AppointmentInfo): PanelAppointment {
  return {
    id: appointment._id,
    slot: slotLabel(appointment.dateAsAString, appointment.timeAsAString),
    clientName: appointment.userName,
    note: appointment.clientNote ?? appointment.comment ?? null,
  };
}

/** The Weekly Business Hours form's starting values. */
export function toBusinessHoursValues(hours: BusinessHours | undefined): BusinessHoursValues {
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
  return {
    recurringType: hours?.recurringType ?? 'week',
    days: days.map((day) => ({
      day,
      slots: (hours?.slots.find((entry) => entry.day === day)?.slots ?? []).map((range) => ({ ...range })),
    })),
  };
}

const SLOT = 30;

/** The appointment form's values for a new booking at a slot (or blank), or for an existing appointment. */
export function toAppointmentFormValues(
  appointment: Appointment | null,
  at?: { date: string; time: string },
): AppointmentFormValues {
  if (!appointment) {
    return {
      date: at ? combineDayTime(at.date, '00:00') : null,
      startTime: at?.time ?? null,
      service: null,
      subService: null,
      requiredTime: '1',
      name: '',
      email: '',
      phone: '',
      gender: null,
      comment: '',
    };
  }
  return {
    date: combineDayTime(appointment.dateAsAString, '00:00'),
    startTime: appointment.timeAsAString,
    service: appointment.mainService?._id ?? null,
    subService: appointment.subService?._id ?? null,
    requiredTime: String(Math.max(1, Math.round(appointment.requiredDuration / SLOT))),
    name: appointment.userName,
    email: appointment.userEmail,
    phone: appointment.userMobile,
    gender: appointment.gender,
    comment: appointment.comment ?? '',
  };
}

/** The dashboard appointment body from the form (required time: slots → minutes). */
export function toAppointmentBody(stylistId: string, form: AppointmentFormResult): DashboardAppointmentBody {
  return {
    stylistId,
    date: dayKey(form.date),
    startTime: form.startTime,
    service: form.service,
    subService: form.subService,
    requiredTime: form.requiredSlots * SLOT,
    name: form.name,
    email: form.email,
    phone: form.phone,
    gender: form.gender,
    comment: form.comment || null,
  };
}

/** The same appointment at a new start: what a move (drag or the Move dialog) sends. */
export function movedAppointmentBody(
  appointment: Appointment,
  to: { date: string; time: string },
): DashboardAppointmentBody | null {
  if (!appointment.mainService) return null;
  return {
    stylistId: appointment.stylist,
    date: to.date,
    startTime: to.time,
    service: appointment.mainService._id,
    subService: appointment.subService?._id ?? null,
    requiredTime: appointment.requiredDuration,
    name: appointment.userName,
    email: appointment.userEmail,
    phone: appointment.userMobile,
    gender: appointment.gender,
    comment: appointment.comment,
  };
}
