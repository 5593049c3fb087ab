import {
  array,
  boolean,
  defaulted,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type Infer,
} from 'superstruct';
import { AppointmentStatus, DateOrInstant, LocalDate } from '../availability/schemas';
import { Email, Gender, Id, IsoDateTime, Phone, text } from '../shared/schemas';
import { BookingDeposit, PublicStylist } from './schemas';

/*
 * Multi-service visits: a client books several services for one visit (a cut, then a colour),
 * back to back in the order chosen, with one stylist for all or a stylist per part. The visit is one
 * booking: one confirmation, one calendar entry, one cancel and reschedule link.
 */

/** The most services one visit may have. */
export const MAX_VISIT_SERVICES = 4;

/** One service of the visit, in the visit's order. */
export const VisitService = object({ mainService: Id, subService: Id });
export type VisitService = Infer<typeof VisitService>;

export const VisitAvailabilityBody = object({
  salon: Id,
  /** The day to show: 'YYYY-MM-DD', or an instant whose salon-local day is taken. */
  requestDate: DateOrInstant,
  /** The services in the order of the visit. */
  services: size(array(VisitService), 1, MAX_VISIT_SERVICES),
  /** One stylist for the whole visit; absent or null lets each part have any stylist who does it. */
  stylistId: optional(nullable(Id)),
});
export type VisitAvailabilityBody = Infer<typeof VisitAvailabilityBody>;

/** One part of a visit as planned or booked: its service, stylist and time (salon-local 'HH:mm'). */
export const VisitPart = object({
  mainService: Id,
  subService: Id,
  /** 'Hair – Cut'. */
  title: string(),
  minutes: number(),
  stylist: PublicStylist,
  timeAsAString: string(),
  timeAsADate: IsoDateTime,
  endAsADate: IsoDateTime,
});
export type VisitPart = Infer<typeof VisitPart>;

/** A start time at which the whole visit fits, with the plan of its parts. */
export const VisitStart = object({
  timeAsAString: string(),
  timeAsADate: IsoDateTime,
  endAsADate: IsoDateTime,
  /** One stylist does every part. */
  oneStylist: boolean(),
  parts: array(VisitPart),
});
export type VisitStart = Infer<typeof VisitStart>;

/**
 * The start times of a salon-local day where the services fit back to back (each part with a stylist
 * who does it and is free then; one stylist for all when one can, or when `stylistId` asks), soonest
 * first. When none fits, `nextDate` is the next day within the booking horizon where one does (or null).
 */
export const VisitAvailability = object({
  salon: Id,
  date: string(),
  timeZone: string(),
  /** The visit's length, in minutes. */
  totalMinutes: number(),
  starts: array(VisitStart),
  nextDate: nullable(string()),
  cutoffMinutes: number(),
});
export type VisitAvailability = Infer<typeof VisitAvailability>;

/**
 * The booking of a visit from the public site. `parts` names each service's stylist in the visit's
 * order, as the start picked planned it; the server checks every part again. `idempotencyKey` (a UUID
 * made once per submit by the page) makes a retried submit answer the visit the first one booked.
 */
export const VisitBookingBody = object({
  name: text(100),
  email: Email,
  mobile: Phone,
  comment: optional(nullable(size(string(), 0, 1000))),
  gender: optional(nullable(Gender)),
  isNewUser: defaulted(boolean(), false),
  salon: Id,
  appointmentDate: LocalDate,
  /** The start of the first part. */
  startsAt: IsoDateTime,
  parts: size(array(object({ mainService: Id, subService: Id, stylistId: Id })), 1, MAX_VISIT_SERVICES),
  idempotencyKey: Id,
});
export type VisitBookingBody = Infer<typeof VisitBookingBody>;

/** The booking's `parts` of a start the visit's availability planned: each service with its stylist. */
export function visitPartsOf(start: {
  parts: Array<Pick<VisitPart, 'mainService' | 'subService'> & { stylist: { _id: string } }>;
}): VisitBookingBody['parts'] {
  return start.parts.map((part) => ({
    mainService: part.mainService,
    subService: part.subService,
    stylistId: part.stylist._id,
  }));
}

/** The Thank You view of a visit's booking. */
export const VisitConfirmation = object({
  _id: Id,
  /** The first part's number, 'AP-001042': the visit's reference. */
  appointmentId: string(),
  status: AppointmentStatus,
  dateAsAString: string(),
  timeAsAString: string(),
  timeAsADate: IsoDateTime,
  endAsADate: IsoDateTime,
  timeZone: string(),
  parts: array(VisitPart),
  userName: string(),
  userEmail: Email,
  accountCreated: boolean(),
  /**
   * The visit's one deposit (the sum of its services' deposits) when one of them takes one.
   * The visit is then held until it is paid, with the single booking's deposit calls and the visit's
   * idempotency key (pay-deposit, confirm-deposit); paid, every part is confirmed with one e-mail.
   */
  deposit: optional(BookingDeposit),
});
export type VisitConfirmation = Infer<typeof VisitConfirmation>;

export const VISIT_MESSAGES = {
  booked: 'Your visit has been booked',
  noneFree: 'No start time fits all the services on this day.',
  noneAhead: 'No start time fits all the services in the coming weeks. Try fewer services.',
  stylistMissing: 'This stylist does not do one of the services',
  changed: 'This time is no longer free for every part of the visit, please choose another one',
  /** A card on file is saved for one appointment: such a service is booked alone. */
  cardAlone: 'A service that saves a card for the salon is booked on its own, not as part of a visit',
} as const;
