import { array, boolean, enums, nullable, object, optional, string, type Infer } from 'superstruct';
import { AppointmentStatus, LocalDate, LocalTime, VisitMoney, VisitPayment } from '../availability/schemas';
import { MAX_APPOINTMENT_MINUTES } from './schemas';
import {
  EmailOrNone,
  Id,
  IsoDateTime,
  optionalText,
  PhoneOrNone,
  text,
  wholeNumber,
} from '../shared/schemas';

// The desk's day: every stylist of the salon in a column, each appointment with where the visit is
// (arrived, in service, completed), whether it is paid, in the salon's zone.

export const VISIT_STAGES = ['arrived', 'in-service', 'completed'] as const;
export const VisitStage = enums(VISIT_STAGES);
export type VisitStage = Infer<typeof VisitStage>;

/** `GET /appointment/team-day`: a day in the salon's zone (left out: today). */
export const TeamDayQuery = object({ date: optional(LocalDate) });
export type TeamDayQuery = Infer<typeof TeamDayQuery>;

export { VISIT_PAYMENT_KINDS, VisitMoney, VisitPayment } from '../availability/schemas';

export const TeamDayAppointment = object({
  _id: Id,
  stylistId: Id,
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  /** Wall-clock times in the salon's zone. */
  start: LocalTime,
  end: LocalTime,
  clientName: string(),
  service: string(),
  status: AppointmentStatus,
  stage: nullable(VisitStage),
  noShow: boolean(),
  /** The multi-service visit it is a part of (null for a single appointment). */
  visitId: nullable(Id),
  /** Its sale at the desk (open or paid), and whether that sale is paid. */
  saleId: nullable(Id),
  paid: boolean(),
  /** Every payment, fee and refund of the visit, oldest first (absent: none read). */
  payments: optional(array(VisitPayment)),
  money: optional(VisitMoney),
});
export type TeamDayAppointment = Infer<typeof TeamDayAppointment>;

export const TeamDay = object({
  date: LocalDate,
  timeZone: string(),
  stylists: array(object({ _id: Id, name: string(), appointments: array(TeamDayAppointment) })),
});
export type TeamDay = Infer<typeof TeamDay>;

/** `POST /appointment/stage`: where the visit is now; null takes a check-in back. */
export const ChangeStageBody = object({ appointmentId: Id, stage: nullable(VisitStage) });
export type ChangeStageBody = Infer<typeof ChangeStageBody>;

/**
 * `POST /appointment/walk-in`: a client at the desk booked for now with a name alone, checked in at once.
 * The e-mail and phone are optional ('' or left out: none).
 */
export const WalkInBody = object({
  stylistId: Id,
  /** The category ("main service") and its service, as the Book Appointment form names them. */
  service: Id,
  subService: optional(nullable(Id)),
  /** Minutes. */
  requiredTime: wholeNumber(1, MAX_APPOINTMENT_MINUTES),
  name: text(100),
  email: optional(EmailOrNone),
  phone: optional(PhoneOrNone),
  comment: optionalText(1000),
});
export type WalkInBody = Infer<typeof WalkInBody>;

export const WALK_IN_MESSAGES = {
  booked: 'Walk-in booked and checked in',
  busy: 'This stylist has another appointment now: choose another stylist or a shorter time',
} as const;

export const STAGE_MESSAGES = {
  notLive: 'A canceled or waitlisted appointment cannot be checked in',
  noShow: 'This visit was marked a no-show',
  notFound: 'Appointment not found',
} as const;
