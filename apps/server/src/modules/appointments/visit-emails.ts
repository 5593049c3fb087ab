import type { SalonRow } from '../../db/schema';
import { zoneFormat, zoneOf } from '../../lib/time-zones';
import type { AppointmentRecord } from './appointments-repository';
import type { BookingMailFacts } from './mail-facts';
import { appointmentCode } from './mapping';

/** 'Hair – Cut'. */
export const partTitle = (part: Pick<AppointmentRecord, 'mainServiceTitle' | 'subServiceTitle'>) =>
  [part.mainServiceTitle, part.subServiceTitle].filter(Boolean).join(' – ') || 'Appointment';

/** What the visit's e-mails read of each part. */
export type VisitMailPart = Pick<
  AppointmentRecord,
  | 'number'
  | 'status'
  | 'startsAt'
  | 'endsAt'
  | 'mainServiceTitle'
  | 'subServiceTitle'
  | 'clientName'
  | 'clientEmail'
  | 'clientPhone'
> & { stylist: { name: string } };

/**
 * The facts of a multi-service visit as one booking: the client's e-mails about it are the
 * single booking's e-mails over these facts, so there is one of each and one calendar entry, whose UID
 * is the visit's and whose time is the visit's whole span. The service line lists every part in the
 * visit's order with its stylist and start ('Hair – Cut with Stella at 10:00 AM, then …').
 */
export function visitMailFacts(
  salon: SalonRow,
  visitId: string,
  parts: VisitMailPart[],
  organizerEmail: string,
  status?: BookingMailFacts['status'],
): BookingMailFacts {
  const zone = zoneOf(salon);
  const clock = zoneFormat(zone, 'clock');
  const first = parts[0]!;
  const last = parts.at(-1)!;
  const stylists = [...new Set(parts.map((part) => part.stylist.name))];
  return {
    salon,
    zone,
    appointmentId: `visit-${visitId}`,
    code: appointmentCode(first.number),
    status: status ?? first.status,
    startsAt: first.startsAt,
    endsAt: last.endsAt,
    mainService: null,
    subService: parts
      .map((part) => `${partTitle(part)} with ${part.stylist.name} at ${clock.format(part.startsAt)}`)
      .join(', then '),
    stylistName: stylists.join(', '),
    client: { name: first.clientName, email: first.clientEmail, phone: first.clientPhone },
    organizerEmail,
  };
}
