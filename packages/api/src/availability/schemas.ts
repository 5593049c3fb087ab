import {
  array,
  boolean,
  enums,
  min,
  nullable,
  number,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  union,
  type Infer,
} from 'superstruct';
import { minorUnits } from '../money/schemas';
import {
  EmailOrNone,
  Gender,
  Id,
  IsoDateTime,
  MAX_YEAR,
  MIN_YEAR,
  Photo,
  wholeNumber,
} from '../shared/schemas';

/*
 * Time in the booking engine. Every salon has an IANA time zone; business hours, slot dates and slot
 * times are wall-clock values in that zone (`date` 'YYYY-MM-DD', `time` 'HH:mm', 24-hour), and instants
 * travel as ISO 8601 with an offset (`timeAsADate`). The old `offset` query parameter is accepted and
 * ignored: the salon's zone decides.
 */

/** Nothing can be booked, moved, re-statused or deleted within this many minutes of its start. */
export const BOOKING_CUTOFF_MINUTES = 15;
/** Slots generated from business hours last this long. */
export const SLOT_MINUTES = 30;
/** Longest range the calendar call answers, in days. */
export const MAX_CALENDAR_DAYS = 62;

/** A calendar day in the salon's zone, 'YYYY-MM-DD' (checked to be a real day). */
export const LocalDate = refine(pattern(string(), /^\d{4}-\d{2}-\d{2}$/), 'date', (value) => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return 'must be a real date (YYYY-MM-DD)';
  }
  return y >= MIN_YEAR && y <= MAX_YEAR ? true : `must be a date between ${MIN_YEAR} and ${MAX_YEAR}`;
});

/** A wall-clock time in the salon's zone, 'HH:mm' from 00:00 to 23:59. */
export const LocalTime = refine(string(), 'time', (value) =>
  /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? true : 'must be a time HH:mm (00:00 to 23:59)',
);

/** The end of a business-hours range: like LocalTime, and '24:00' for midnight at the end of the day. */
export const LocalEndTime = refine(string(), 'time', (value) =>
  /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/.test(value) ? true : 'must be a time HH:mm (00:00 to 24:00)',
);

/** A day ('YYYY-MM-DD', taken in the salon's zone) or an instant (ISO 8601 with offset). */
export const DateOrInstant = union([LocalDate, IsoDateTime]);

/**
 * What a slot shows: `available`, or the status of the appointment that holds it (`booked` by the salon,
 * `waiting` for the salon's confirmation after a booking on the website, `confirmed`), or `canceled`
 * when its appointment was canceled and the slot is blocked until the stylist unblocks it.
 */
export const SLOT_STATUSES = ['available', 'booked', 'confirmed', 'waiting', 'canceled'] as const;
export const SlotStatus = enums(SLOT_STATUSES);
export type SlotStatus = Infer<typeof SlotStatus>;

/** The stylist as the calendar, the reports and the appointment modal show them. */
export const StylistData = object({
  _id: Id,
  name: string(),
  email: string(),
  phone: nullable(string()),
  photo: Photo,
});
export type StylistData = Infer<typeof StylistData>;

/** One bookable slot of a stylist (a "timeData" entry of the old product). */
export const Slot = object({
  _id: Id,
  /** The stylist whose slot it is. */
  stylist: Id,
  /** The salon-local day, 'YYYY-MM-DD'. */
  start_date: string(),
  /** Salon-local start, 'HH:mm'. */
  timeAsAString: string(),
  /** Start instant. */
  timeAsADate: IsoDateTime,
  /** End instant (start + 30 minutes for generated slots). */
  endAsADate: IsoDateTime,
  slotStatus: SlotStatus,
  /** Ids of the live (not canceled) appointments overlapping the slot: zero or one. */
  appointmentList: array(Id),
  /** Starts more than 15 minutes ahead (server clock): may still be updated, deleted or booked. */
  editable: boolean(),
});
export type Slot = Infer<typeof Slot>;

/** Query naming the stylist whose availability a call reads or changes. */
export const StylistQuery = object({ stylistId: Id });
export type StylistQuery = Infer<typeof StylistQuery>;

/** The slot as the calendar showed it, echoed back on update (legacy shape; `id` is the slot id). */
export const TimeDataRef = object({
  id: Id,
  timeAsAString: string(),
  timeAsADate: IsoDateTime,
});
export type TimeDataRef = Infer<typeof TimeDataRef>;

/**
 * Create-or-update of one slot (the Create/Update Slot and Unblock Slot modals). Without `slotId` a
 * 30-minute slot is created at `date` `time`; with `slotId` that slot moves to `date` `time` and is
 * unblocked (a `canceled` slot becomes `available` again). `appointmentId`, `appointmentList` and
 * `timeData` are what the calendar knows of the slot; the server reads the slot itself and ignores them.
 */
export const DailySlotBody = object({
  date: LocalDate,
  time: LocalTime,
  slotId: optional(nullable(Id)),
  appointmentId: optional(nullable(Id)),
  appointmentList: optional(array(Id)),
  timeData: optional(nullable(TimeDataRef)),
});
export type DailySlotBody = Infer<typeof DailySlotBody>;

export const WEEK_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const WeekDay = enums(WEEK_DAYS);
export type WeekDay = Infer<typeof WeekDay>;

export const RECURRING_TYPES = ['week', 'month', 'year'] as const;
export const RecurringType = enums(RECURRING_TYPES);
export type RecurringType = Infer<typeof RecurringType>;

/** One opening range of a day, wall-clock 'HH:mm' in the salon's zone; `endTime` may be '24:00'. */
export const BusinessHoursRange = object({ startTime: LocalTime, endTime: LocalEndTime });
export type BusinessHoursRange = Infer<typeof BusinessHoursRange>;

/** One day of the weekly business hours: no ranges means closed. */
export const BusinessDay = object({
  day: WeekDay,
  slots: size(array(BusinessHoursRange), 0, 12),
});
export type BusinessDay = Infer<typeof BusinessDay>;

/**
 * The Weekly Business Hours form: seven days Sun..Sat in that order. Within a day every range must end
 * at least 30 minutes after it starts, and start at or after the previous range's end ('Start time
 * should be greater than previous End Time'); the server answers 400 with that message otherwise.
 * Saving generates 30-minute slots from today to the horizon of `recurringType` (a week, a month, a
 * year), keeping slots that hold an appointment or are blocked.
 */
export const BusinessHoursBody = object({
  slots: size(array(BusinessDay), 7, 7),
  /** The business-hours record being replaced (from get-buiness-hours); informational. */
  id: optional(nullable(Id)),
  recurringType: RecurringType,
});
export type BusinessHoursBody = Infer<typeof BusinessHoursBody>;

export const BusinessHours = object({
  /** Null until the stylist's hours are first saved; `slots` then holds seven closed days. */
  _id: nullable(Id),
  stylist: Id,
  recurringType: RecurringType,
  slots: array(BusinessDay),
  /** The salon's IANA time zone, in which the times are read. */
  timeZone: string(),
});
export type BusinessHours = Infer<typeof BusinessHours>;

export const BulkResult = object({
  businessHours: BusinessHours,
  /** Slots created by this call. */
  created: wholeNumber(0),
  /** Future free slots removed because the new hours no longer cover them. */
  removed: wholeNumber(0),
  /** The generated horizon, salon-local days, inclusive. */
  from: string(),
  to: string(),
});
export type BulkResult = Infer<typeof BulkResult>;

/** Create-availability-day: the slots of one day, from the stylist's business hours. */
export const DayBody = object({ date: LocalDate });
export type DayBody = Infer<typeof DayBody>;

export const DayResult = object({
  date: string(),
  created: wholeNumber(0),
  slots: array(Slot),
});
export type DayResult = Infer<typeof DayResult>;

export const DeleteAvailabilityQuery = object({ id: Id });
export type DeleteAvailabilityQuery = Infer<typeof DeleteAvailabilityQuery>;

/** Calendar range: salon-local days `from` to `to`, both inclusive, at most 62 days. */
export const CalendarQuery = object({ stylistId: Id, from: LocalDate, to: LocalDate });
export type CalendarQuery = Infer<typeof CalendarQuery>;

export const TodayActivityBody = object({
  stylistId: Id,
  /** The day to show (its salon-local date is taken when an instant is sent). */
  fromDate: DateOrInstant,
});
export type TodayActivityBody = Infer<typeof TodayActivityBody>;

// Appointment structures are shared by the calendar and the appointment calls.

export const APPOINTMENT_STATUSES = ['booked', 'confirmed', 'waiting', 'canceled'] as const;
export const AppointmentStatus = enums(APPOINTMENT_STATUSES);
export type AppointmentStatus = Infer<typeof AppointmentStatus>;

export const ServiceData = object({ _id: Id, title: string() });
export const SubServiceData = object({
  _id: Id,
  title: string(),
  /** Dollars (two decimals), what the service cost when booked. */
  charges: min(number(), 0),
});

/** A part of a multi-service visit as the calendar's appointment details list it. */
export const VisitPartRef = object({
  _id: Id,
  appointmentId: string(),
  part: number(),
  service: string(),
  stylistName: string(),
  /** Salon-local 'HH:mm'. */
  timeAsAString: string(),
  endAsAString: string(),
  status: AppointmentStatus,
});
export type VisitPartRef = Infer<typeof VisitPartRef>;

/** The visit an appointment is part of: its place ('1 of 2') and every part, in the visit's order. */
export const AppointmentVisit = object({
  _id: Id,
  part: number(),
  of: number(),
  parts: array(VisitPartRef),
});
export type AppointmentVisit = Infer<typeof AppointmentVisit>;

/** An appointment of the calendar, the waitlist and the side panel. */
/** Where an appointment's payment stands (appointment_payments.status). */
export const APPOINTMENT_PAYMENT_STATUSES = [
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
] as const;
export const APPOINTMENT_PAYMENT_KINDS = [
  'deposit',
  'no_show_fee',
  'late_cancel_fee',
  'card_setup',
  'refund',
] as const;

/** One charge, card setup or refund of an appointment, as the appointment and the e-mails show it. */
export const AppointmentPayment = object({
  _id: Id,
  kind: enums(APPOINTMENT_PAYMENT_KINDS),
  /** In the currency's major units (its minor units divided by 10^digits: ¥ has none, KWD three). */
  amount: number(),
  currency: string(),
  status: enums(APPOINTMENT_PAYMENT_STATUSES),
  failureMessage: nullable(string()),
  createdAt: IsoDateTime,
});
export type AppointmentPayment = Infer<typeof AppointmentPayment>;

/**
 * What the system took or gave back for a visit: its deposit, no-show and late-cancellation fees and
 * their refunds (`appointment_payments`), and the desk sale's payments and refunds once checked out.
 */
export const VISIT_PAYMENT_KINDS = [
  'deposit',
  'no_show_fee',
  'late_cancel_fee',
  'refund',
  'desk_payment',
  'desk_refund',
] as const;
export const VisitPayment = object({
  _id: Id,
  kind: enums(VISIT_PAYMENT_KINDS),
  /** A desk payment's or desk refund's way (null for the online ones, always by card). */
  method: nullable(enums(['card', 'cash', 'other'])),
  amountMinor: minorUnits(),
  /** ISO 4217, upper case. */
  currency: string(),
  status: enums(['pending', 'paid', 'failed', 'refunded', 'canceled']),
  /** The card ('Card •••• 4242'), an other payment's note or the bank's reason for a decline ('' for none). */
  detail: string(),
  at: IsoDateTime,
  /** `at` on the salon's clock. */
  date: LocalDate,
  time: LocalTime,
});
export type VisitPayment = Infer<typeof VisitPayment>;

/** What the visit card sums up of its payments: what was taken net of refunds, and the deposit among it. */
export const VisitMoney = object({
  currency: string(),
  paidMinor: minorUnits(),
  depositMinor: minorUnits(),
});
export type VisitMoney = Infer<typeof VisitMoney>;

export const Appointment = object({
  _id: Id,
  /** Short human reference shown as 'Appointment {appointmentId}', e.g. 'AP-001042'. */
  appointmentId: string(),
  status: AppointmentStatus,
  stylist: Id,
  stylistData: StylistData,
  /** The client's account, when the booking is linked to one. */
  user: nullable(Id),
  userName: string(),
  /** '' for a walk-in booked without one. */
  userEmail: EmailOrNone,
  userMobile: string(),
  /** Null when a website visitor left it out. */
  gender: nullable(Gender),
  /** Salon-local day and start, 'YYYY-MM-DD' and 'HH:mm'. */
  dateAsAString: string(),
  timeAsAString: string(),
  /** Start and end instants. */
  timeAsADate: IsoDateTime,
  endAsADate: IsoDateTime,
  /** Minutes. */
  requiredDuration: wholeNumber(1),
  mainService: nullable(ServiceData),
  subService: nullable(SubServiceData),
  comment: nullable(string()),
  /** The client's note kept by the salon (users list), when linked to a client. */
  clientNote: nullable(string()),
  /** The slot the booking started in, when it was made on a slot. */
  slotId: nullable(Id),
  source: enums(['website', 'dashboard']),
  createdAt: IsoDateTime,
  /** The multi-service visit it is part of; absent or null for a single appointment. */
  visit: optional(nullable(AppointmentVisit)),
  /** Every charge, card setup and refund of the appointment, oldest first (absent: none). */
  payments: optional(array(AppointmentPayment)),
  /** A website booking held until its deposit is paid: when the hold ends (null: not held). */
  paymentDueUntil: optional(nullable(IsoDateTime)),
  /** When staff marked the visit a no-show (absent or null: not one). */
  noShowAt: optional(nullable(IsoDateTime)),
  /** Whether a card is on file for the visit's no-show and late-cancellation fees. */
  cardOnFile: optional(boolean()),
  /** The calendar's: every payment, fee and refund of the visit with the desk's, and their sum. */
  visitPayments: optional(array(VisitPayment)),
  visitMoney: optional(VisitMoney),
});
export type Appointment = Infer<typeof Appointment>;

/** The calendar of one stylist over a range: their slots and the appointments starting in it. */
export const Calendar = object({
  stylistData: StylistData,
  timeZone: string(),
  from: string(),
  to: string(),
  slots: array(Slot),
  appointments: array(Appointment),
});
export type Calendar = Infer<typeof Calendar>;

export const TodayActivity = object({
  stylistData: StylistData,
  timeZone: string(),
  date: string(),
  slots: array(Slot),
  appointments: array(Appointment),
});
export type TodayActivity = Infer<typeof TodayActivity>;
