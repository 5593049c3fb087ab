import { minorToMajor } from '@salon/api/money/format';
import { type Appointment, type AppointmentPayment } from '@salon/api/availability/schemas';
import type { AppointmentInfo } from '@salon/api/appointments/schemas';
import { instantToLocal } from '../../lib/time-zones';
import type { AppointmentPaymentRow } from '../../db/schema';
import type { AppointmentRecord } from './appointments-repository';
import { stylistDataOf } from '../availability';

/* The mapping of appointments: rows to the contract's appointments and visits. */

/** The service booked inside the main one, with its charges in currency units; null when none. */
export function subServiceOf(
  service: {
    subServiceId: string | null;
    subServiceTitle: string | null;
    subServiceChargesCents: number | null;
  },
  currency: string,
): { _id: string; title: string; charges: number } | null {
  return service.subServiceId && service.subServiceTitle
    ? {
        _id: service.subServiceId,
        title: service.subServiceTitle,
        charges: minorToMajor(service.subServiceChargesCents ?? 0, currency),
      }
    : null;
}

export function appointmentCode(number: number): string {
  return `AP-${String(number).padStart(6, '0')}`;
}

/**
 * `parts`: the parts of the visit `record` belongs to (any others are ignored), for its `visit` field:
 * its place ('1 of 2') and the list the appointment details show.
 */
/** `salon`: the salon's time zone and currency (a calendar's `SalonContext`). */
export function toAppointment(
  record: AppointmentRecord,
  salon: { zone: string; salon: { currency: string } },
  parts: AppointmentRecord[] = [],
): Appointment {
  const zone = salon.zone;
  const local = instantToLocal(zone, record.startsAt);
  const own = record.visitId ? parts.filter((part) => part.visitId === record.visitId) : [];
  return {
    _id: record.id,
    appointmentId: appointmentCode(record.number),
    status: record.status,
    stylist: record.stylistId,
    stylistData: stylistDataOf(record.stylist),
    user: record.userId,
    userName: record.clientName,
    userEmail: record.clientEmail,
    userMobile: record.clientPhone,
    gender: record.gender,
    dateAsAString: local.date,
    timeAsAString: local.time,
    timeAsADate: record.startsAt.toISOString(),
    endAsADate: record.endsAt.toISOString(),
    requiredDuration: Math.round((record.endsAt.getTime() - record.startsAt.getTime()) / 60_000),
    mainService:
      record.mainServiceId && record.mainServiceTitle
        ? { _id: record.mainServiceId, title: record.mainServiceTitle }
        : null,
    subService: subServiceOf(record, salon.salon.currency),
    comment: record.comment,
    clientNote: record.clientNote,
    slotId: record.slotId,
    source: record.source,
    createdAt: record.createdAt.toISOString(),
    noShowAt: record.noShowAt?.toISOString() ?? null,
    cardOnFile: record.paymentMethodId !== null,
    ...(record.visitId && own.length > 0 ? { visit: visitOf(record, own, zone) } : {}),
  };
}

function visitOf(record: AppointmentRecord, parts: AppointmentRecord[], zone: string): Appointment['visit'] {
  const time = (instant: Date) => instantToLocal(zone, instant).time;
  return {
    _id: record.visitId!,
    part: record.visitPart ?? 1,
    of: parts.length,
    parts: parts.map((part) => ({
      _id: part.id,
      appointmentId: appointmentCode(part.number),
      part: part.visitPart ?? 1,
      service: [part.mainServiceTitle, part.subServiceTitle].filter(Boolean).join(' – ') || 'Appointment',
      stylistName: part.stylist.name,
      timeAsAString: time(part.startsAt),
      endAsAString: time(part.endsAt),
      status: part.status,
    })),
  };
}

export function toAppointmentInfo(
  record: AppointmentRecord,
  salon: { zone: string; salon: { currency: string } },
): AppointmentInfo {
  const appointment = toAppointment(record, salon);
  return {
    ...appointment,
    subServiceData: appointment.subService ? { title: appointment.subService.title } : null,
  };
}

/** An appointment_payments row as the appointment's details show it (dollars). */
export function appointmentPaymentOf(row: AppointmentPaymentRow): AppointmentPayment {
  return {
    _id: row.id,
    kind: row.kind,
    amount: minorToMajor(row.amountCents, row.currency),
    currency: row.currency,
    status: row.status,
    failureMessage: row.failureMessage,
    createdAt: row.createdAt.toISOString(),
  };
}
