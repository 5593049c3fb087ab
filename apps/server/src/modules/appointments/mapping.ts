import type { AppointmentInfo } from '@salon/api/appointments/schemas';
import type { Appointment } from '@salon/api/availability/schemas';
import { stylistDataOf } from '../availability/mapping';
import { instantToLocal } from '../availability/zone';
import type { AppointmentRecord } from './repository';

export function appointmentCode(number: number): string {
  return `AP-${String(number).padStart(6, '0')}`;
}

export function toAppointment(record: AppointmentRecord, zone: string): Appointment {
  const local = instantToLocal(zone, record.startsAt);
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
    subService:
      record.subServiceId && record.subServiceTitle
        ? {
            _id: record.subServiceId,
            title: record.subServiceTitle,
            charges: (record.subServiceChargesCents ?? 0) / 100,
          }
        : null,
    comment: record.comment,
    clientNote: record.clientNote,
    slotId: record.slotId,
    source: record.source,
    createdAt: record.createdAt.toISOString(),
  };
}

export function toAppointmentInfo(record: AppointmentRecord, zone: string): AppointmentInfo {
  const appointment = toAppointment(record, zone);
  return {
    ...appointment,
    subServiceData: appointment.subService ? { title: appointment.subService.title } : null,
  };
}
