import { array, boolean, enums, nullable, object, optional, string, type Infer } from 'superstruct';
import { AppointmentStatus, LocalDate, LocalTime } from '../availability/schemas';
import { Id, IsoDateTime } from '../shared/schemas';

// The desk's day: every stylist of the salon in a column, each appointment with where the visit is
// (arrived, in service, completed), whether it is paid, in the salon's zone.

export const VISIT_STAGES = ['arrived', 'in-service', 'completed'] as const;
export const VisitStage = enums(VISIT_STAGES);
export type VisitStage = Infer<typeof VisitStage>;

/** `GET /appointment/team-day`: a day in the salon's zone (left out: today). */
export const TeamDayQuery = object({ date: optional(LocalDate) });
export type TeamDayQuery = Infer<typeof TeamDayQuery>;

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

export const STAGE_MESSAGES = {
  notLive: 'A canceled or waitlisted appointment cannot be checked in',
  noShow: 'This visit was marked a no-show',
  notFound: 'Appointment not found',
} as const;
