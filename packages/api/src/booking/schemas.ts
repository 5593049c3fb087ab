import {
  array,
  boolean,
  defaulted,
  integer,
  max,
  min,
  nullable,
  object,
  optional,
  size,
  string,
  type Infer,
} from 'superstruct';
import {
  AppointmentStatus,
  DateOrInstant,
  LocalDate,
  ServiceData,
  SlotStatus,
  SubServiceData,
  TimeDataRef,
} from '../availability/schemas';
import { Email, Gender, Id, IsoDateTime, Phone, Photo, text } from '../shared/schemas';

/** The longest booking, in minutes (as the dashboard form allows). */
export const MAX_BOOKING_MINUTES = 13 * 60;

export const AvailableByDateBody = object({
  /** The day to show: 'YYYY-MM-DD', or an instant whose salon-local day is taken. */
  requestDate: DateOrInstant,
  salon: Id,
  /** One stylist ('Filter by stylist'); absent or null for all. */
  stylistId: optional(nullable(Id)),
});
export type AvailableByDateBody = Infer<typeof AvailableByDateBody>;

/** A slot button of the public booking page. */
export const PublicSlot = object({
  _id: Id,
  /** Salon-local start, 'HH:mm'. */
  timeAsAString: string(),
  timeAsADate: IsoDateTime,
  endAsADate: IsoDateTime,
  slotStatus: SlotStatus,
  /**
   * Whether the visitor may pick it: `available` and starting more than 15 minutes from now. The old
   * site let visitors pick booked and waiting slots; a held slot is never offered here.
   */
  choosable: boolean(),
});
export type PublicSlot = Infer<typeof PublicSlot>;

export const PublicStylist = object({ _id: Id, name: string(), photo: Photo });
export type PublicStylist = Infer<typeof PublicStylist>;

export const StylistDay = object({ stylistData: PublicStylist, slots: array(PublicSlot) });
export type StylistDay = Infer<typeof StylistDay>;

/** Every active stylist of the salon (or the one asked for) with their slots of the day, by start. */
export const AvailableDay = object({
  salon: Id,
  date: string(),
  timeZone: string(),
  stylists: array(StylistDay),
});
export type AvailableDay = Infer<typeof AvailableDay>;

/**
 * The public booking payload (spec 2 §3). `slotId` names the slot picked; `timeData` echoes it as shown
 * (`timeData.id` must be `slotId`; the server reads the time from the slot, not from `timeData`).
 * `availability` is the old product's availability-document id and is ignored. A signed-in customer
 * sends their token (and `user`); a guest is linked to the salon's client with that e-mail, and with
 * `isNewUser` a client account of the salon is created when none exists.
 */
export const WebsiteBookingBody = object({
  name: text(100),
  email: Email,
  mobile: Phone,
  comment: optional(nullable(size(string(), 0, 1000))),
  gender: Gender,
  availability: optional(nullable(string())),
  appointmentDate: LocalDate,
  /** Minutes; the sub-service's duration wins when it has one. */
  requiredDuration: min(max(integer(), MAX_BOOKING_MINUTES), 1),
  isNewUser: defaulted(boolean(), false),
  mainService: Id,
  subService: Id,
  salon: Id,
  stylistId: Id,
  timeData: TimeDataRef,
  user: optional(nullable(Id)),
  slotId: Id,
});
export type WebsiteBookingBody = Infer<typeof WebsiteBookingBody>;

/** The Thank You view of the booking modal. */
export const BookingConfirmation = object({
  _id: Id,
  appointmentId: string(),
  /** `waiting`: the salon confirms website bookings from its waitlist. */
  status: AppointmentStatus,
  dateAsAString: string(),
  timeAsAString: string(),
  timeAsADate: IsoDateTime,
  endAsADate: IsoDateTime,
  timeZone: string(),
  stylistData: PublicStylist,
  mainService: nullable(ServiceData),
  subService: nullable(SubServiceData),
  userName: string(),
  userEmail: Email,
  /** A client account was created for the guest (isNewUser). */
  accountCreated: boolean(),
});
export type BookingConfirmation = Infer<typeof BookingConfirmation>;
