import { array, assign, enums, nullable, object, optional, size, string, type Infer } from 'superstruct';
import {
  Appointment,
  AppointmentStatus,
  DateOrInstant,
  LocalDate,
  LocalTime,
  StylistData,
} from '../availability/schemas';
import { Email, Gender, Id, Phone, text, wholeNumber } from '../shared/schemas';

export { Appointment, AppointmentStatus, APPOINTMENT_STATUSES } from '../availability/schemas';

/** The longest appointment: 12 hours and 60 minutes, as the form's hours 0–12 and minutes 0–60 allow. */
export const MAX_APPOINTMENT_MINUTES = 13 * 60;

const Comment = optional(nullable(size(string(), 0, 1000)));

/**
 * The dashboard appointment form (Book/Update Appointment modal). `date` and `startTime` are wall-clock
 * in the salon's zone; `requiredTime` is minutes. Moving an appointment (drag and drop) is an update
 * with a new `date`/`startTime`; both the old and the new start must be more than 15 minutes ahead.
 */
export const DashboardAppointmentBody = object({
  stylistId: Id,
  date: LocalDate,
  startTime: LocalTime,
  /** The category ("main service"). */
  service: Id,
  subService: optional(nullable(Id)),
  requiredTime: wholeNumber(1, MAX_APPOINTMENT_MINUTES),
  name: text(100),
  email: Email,
  phone: Phone,
  /** The staff's form asks it; a move of a website booking made without one keeps it empty. */
  gender: optional(nullable(Gender)),
  comment: Comment,
  /** Defaults to `booked` on create; kept on update when absent. */
  status: optional(enums(['booked', 'confirmed', 'waiting'])),
});
export type DashboardAppointmentBody = Infer<typeof DashboardAppointmentBody>;

export const AppointmentIdParams = object({ id: Id });
export type AppointmentIdParams = Infer<typeof AppointmentIdParams>;

export const StatusOption = object({ value: AppointmentStatus, label: string() });
export type StatusOption = Infer<typeof StatusOption>;
export const StatusList = array(StatusOption);

export const ChangeStatusQuery = object({ id: Id });
export type ChangeStatusQuery = Infer<typeof ChangeStatusQuery>;

/** `slotId` and `timeDataId` are what the waitlist row knows; the appointment (`?id=`) decides. */
export const ChangeStatusBody = object({
  status: AppointmentStatus,
  slotId: optional(nullable(Id)),
  timeDataId: optional(nullable(Id)),
});
export type ChangeStatusBody = Infer<typeof ChangeStatusBody>;

export const WaitlistQuery = object({ stylistId: Id });
export type WaitlistQuery = Infer<typeof WaitlistQuery>;

/** Waiting appointments of a stylist from the start of today (salon-local), soonest first. */
export const Waitlist = object({
  stylistData: StylistData,
  timeZone: string(),
  appointments: array(Appointment),
});
export type Waitlist = Infer<typeof Waitlist>;

/**
 * Side-panel reports: live appointments starting between `from` and `to` (a day means the salon-local
 * day, `to` inclusive). Current ones are under way now; upcoming ones start after now, soonest first.
 * Without `stylistId` the whole salon (a stylist always gets their own).
 */
export const ReportRangeBody = object({
  from: DateOrInstant,
  to: DateOrInstant,
  stylistId: optional(nullable(Id)),
});
export type ReportRangeBody = Infer<typeof ReportRangeBody>;

/** An appointment as the side panel and the appointment modal show it (spec 1 §3 "Appointment info"). */
export const AppointmentInfo = assign(
  Appointment,
  object({ subServiceData: nullable(object({ title: string() })) }),
);
export type AppointmentInfo = Infer<typeof AppointmentInfo>;
export const AppointmentInfoList = array(AppointmentInfo);
