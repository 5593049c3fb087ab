import {
  array,
  assign,
  enums,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type Infer,
} from 'superstruct';
import {
  Appointment,
  AppointmentPayment,
  AppointmentStatus,
  DateOrInstant,
  LocalDate,
  LocalTime,
  StylistData,
} from '../availability/schemas';
import { Email, Gender, Id, IsoDateTime, Phone, text, wholeNumber } from '../shared/schemas';

export {
  Appointment,
  AppointmentPayment,
  AppointmentStatus,
  APPOINTMENT_STATUSES,
} from '../availability/schemas';

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

/** The No-show modal's words, shared by the server's answers and the modal. */
export const NO_SHOW_TEXTS = {
  staffOnly: 'Only the salon owner, managers and the superadmin can mark a no-show',
  notStarted: 'A visit can be marked a no-show once its start time has passed',
  cancelled: 'A cancelled visit cannot be marked a no-show',
  charged: 'Marked as no-show. The no-show fee was charged to the card on file',
  requiresAction:
    'Marked as no-show. The bank asks the client to confirm this payment: we e-mailed them a payment link',
  noCard: 'Marked as no-show. No card is on file for this visit, so the fee could not be charged',
  noFee: 'Marked as no-show. The salon has no no-show fee, so nothing was charged',
  declined: 'Marked as no-show, but the card on file was declined',
} as const;

/**
 * The No-show modal: the salon's fee and the visit's card before staff confirm, and the
 * fee's charge after (null until charged; one per visit, whatever the retries).
 */
export const NoShowCharge = object({
  _id: Id,
  /** 'AP-001042'. */
  appointmentId: string(),
  clientName: string(),
  clientEmail: string(),
  /** When the visit was marked a no-show; null: not yet. */
  noShowAt: nullable(IsoDateTime),
  /** The salon's no-show fee in currency units; null: the salon has none. */
  fee: nullable(number()),
  currency: string(),
  /** The card on file as shown ('Visa ending 4242', 'Card on file'); null: none. */
  card: nullable(string()),
  charge: nullable(AppointmentPayment),
});
export type NoShowCharge = Infer<typeof NoShowCharge>;
