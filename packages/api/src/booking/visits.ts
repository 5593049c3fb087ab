import { boolean, enums, nullable, number, object, string, type Infer } from 'superstruct';
import { AppointmentStatus } from '../availability/schemas';
import { Id, IsoDateTime, pageFields } from '../shared/schemas';
import { CancelToken } from './schemas';

/*
 * A client's own visits: My appointments on the salon's site, and the reschedule and claim
 * links of the booking e-mails. Every link is signed for one purpose (cancel, reschedule or claim), so
 * one cannot be used as another.
 */

/** Visits per page of My appointments. */
export const MY_APPOINTMENTS_PAGE_SIZE = 5;

/** `upcoming`: live visits not yet over, soonest first; `past`: the rest (over or cancelled), newest first. */
export const VISIT_TABS = ['upcoming', 'past'] as const;
export type VisitTab = (typeof VISIT_TABS)[number];

export const MyAppointmentsQuery = object({
  when: enums(VISIT_TABS),
  ...pageFields(MY_APPOINTMENTS_PAGE_SIZE, 50),
});
export type MyAppointmentsQuery = Infer<typeof MyAppointmentsQuery>;

/** One visit as My appointments shows it; times in the salon's zone. */
export const MyAppointment = object({
  _id: Id,
  /** 'AP-001042'. */
  appointmentId: string(),
  status: AppointmentStatus,
  mainService: nullable(string()),
  subService: nullable(string()),
  stylistName: string(),
  /** Salon-local date 'YYYY-MM-DD' and time 'HH:mm' of the start, in `timeZone`. */
  dateAsAString: string(),
  timeAsAString: string(),
  timeAsADate: IsoDateTime,
  endAsADate: IsoDateTime,
  timeZone: string(),
  /** The price booked, in currency units; null when the visit has none. */
  price: nullable(number()),
  /**
   * The signed links' tokens while the client may still move or cancel it online (the salon's rule,
   * `client-change-policy.ts` on the server); null otherwise.
   */
  rescheduleToken: nullable(CancelToken),
  cancelToken: nullable(CancelToken),
  /** The salon's cancellation policy (minutes before the start) and the phone to call past it. */
  cutoffMinutes: number(),
  salonPhone: nullable(string()),
});
export type MyAppointment = Infer<typeof MyAppointment>;

export const RescheduleInfoQuery = object({ token: CancelToken });
export type RescheduleInfoQuery = Infer<typeof RescheduleInfoQuery>;

/** What the reschedule page needs of the visit its link names: the same service and stylist, a new time. */
export const RescheduleInfo = object({
  _id: Id,
  appointmentId: string(),
  salonId: Id,
  salonName: string(),
  salonSlug: string(),
  stylistId: Id,
  stylistName: string(),
  mainService: nullable(string()),
  subService: nullable(string()),
  /** The visit's length in minutes: the new time is as long. */
  durationMinutes: number(),
  dateAsAString: string(),
  timeAsAString: string(),
  timeAsADate: IsoDateTime,
  endAsADate: IsoDateTime,
  timeZone: string(),
  status: AppointmentStatus,
  /** Not cancelled, and the salon's rule still lets the client move it online. */
  reschedulable: boolean(),
  /** The salon's cancellation policy (minutes before the start) and the phone to call past it. */
  cutoffMinutes: number(),
  salonPhone: nullable(string()),
});
export type RescheduleInfo = Infer<typeof RescheduleInfo>;

/** The move: the visit the token names to the slot picked (same stylist). */
export const RescheduleBody = object({ token: CancelToken, slotId: Id });
export type RescheduleBody = Infer<typeof RescheduleBody>;

export const ClaimBody = object({ token: CancelToken });
export type ClaimBody = Infer<typeof ClaimBody>;

/** The visit a claim link added to the customer's My appointments. */
export const ClaimedVisit = object({ _id: Id, appointmentId: string(), salonSlug: string() });
export type ClaimedVisit = Infer<typeof ClaimedVisit>;

export const RESCHEDULE_MESSAGES = {
  moved: 'Your appointment has been moved',
  cancelled: 'This appointment was cancelled and can no longer be moved',
  invalidLink: 'This reschedule link is not valid',
  otherStylist: 'Please choose a time with the same stylist',
} as const;

export const CLAIM_MESSAGES = {
  claimed: 'This visit is now in My appointments',
  invalidLink: 'This link is not valid',
  noAccount: 'This visit’s e-mail has no account at this salon',
} as const;

/** The signed-in customer's own visits only (the server checks whose). */
export const LOGIN_FOR_VISITS = 'Please sign in as a customer of this salon to see your appointments';
