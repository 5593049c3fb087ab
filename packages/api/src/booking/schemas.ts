import {
  array,
  boolean,
  enums,
  number,
  defaulted,
  nullable,
  object,
  optional,
  pattern,
  refine,
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
import { Email, Gender, Id, IsoDateTime, Phone, Photo, text, wholeNumber } from '../shared/schemas';
import { tooLateMessage } from '../booking-settings/schemas';

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

/** How far ahead the public booking page looks for a free slot ('next available'), in days. */
export const BOOKING_HORIZON_DAYS = 92;

export const NextAvailableDateBody = object({
  salon: Id,
  /** One stylist ('Filter by stylist'); absent or null for any. */
  stylistId: optional(nullable(Id)),
  /** The first salon-local day to look at, 'YYYY-MM-DD'; absent for the salon's today. */
  fromDate: optional(nullable(LocalDate)),
});
export type NextAvailableDateBody = Infer<typeof NextAvailableDateBody>;

/**
 * The first salon-local day, on or after `fromDate` and before today plus `BOOKING_HORIZON_DAYS`, with a
 * slot the visitor may pick; null when there is none.
 */
export const NextAvailableDate = object({ date: nullable(string()), timeZone: string() });
export type NextAvailableDate = Infer<typeof NextAvailableDate>;

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

/** A stylist as the public booking page shows them: photo and the short bio the owner wrote. */
export const PublicStylist = object({
  _id: Id,
  name: string(),
  photo: Photo,
  bio: optional(nullable(string())),
});
export type PublicStylist = Infer<typeof PublicStylist>;

export const StylistDay = object({ stylistData: PublicStylist, slots: array(PublicSlot) });
export type StylistDay = Infer<typeof StylistDay>;

/** Every active stylist of the salon (or the one asked for) with their slots of the day, by start. */
export const AvailableDay = object({
  salon: Id,
  date: string(),
  timeZone: string(),
  stylists: array(StylistDay),
  /** The salon's cancellation policy: minutes before the start a client may still cancel or move online. */
  cutoffMinutes: number(),
});
export type AvailableDay = Infer<typeof AvailableDay>;

/**
 * One letter per slot in `StylistTimes.states`: `o` open (available, and the visitor may pick it), `a`
 * available but too soon to pick, then the statuses of taken or closed slots.
 */
export const SLOT_STATE_CODES = {
  open: 'o',
  available: 'a',
  booked: 'b',
  confirmed: 'c',
  waiting: 'w',
  canceled: 'x',
} as const;

/**
 * A stylist's slots of the day as the booking page needs them, as parallel lists in start order: the
 * slot ids, the starts in minutes after the day's start (`AvailableTimes.dayStart`), and one
 * `SLOT_STATE_CODES` letter per slot.
 */
export const StylistTimes = refine(
  object({
    stylistData: PublicStylist,
    slotIds: array(Id),
    starts: array(number()),
    states: pattern(string(), /^[oabcwx]*$/),
  }),
  'parallel lists',
  (value) =>
    (value.starts.length === value.slotIds.length && value.states.length === value.slotIds.length) ||
    'slotIds, starts and states must be as long as each other',
);
export type StylistTimes = Infer<typeof StylistTimes>;

/**
 * `AvailableDay` in its compact form, the public booking page's answer (a fifth of the size): the same
 * stylists in the same order, each with its slots as `StylistTimes`.
 */
export const AvailableTimes = object({
  salon: Id,
  date: string(),
  timeZone: string(),
  /** The instant the salon-local day starts; a slot starts `starts[i]` minutes after it. */
  dayStart: IsoDateTime,
  stylists: array(StylistTimes),
  cutoffMinutes: number(),
});
export type AvailableTimes = Infer<typeof AvailableTimes>;

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
  /** Optional: a visitor may leave it out. */
  gender: optional(nullable(Gender)),
  availability: optional(nullable(string())),
  appointmentDate: LocalDate,
  /** Minutes; the sub-service's duration wins when it has one. */
  requiredDuration: wholeNumber(1, MAX_BOOKING_MINUTES),
  isNewUser: defaulted(boolean(), false),
  mainService: Id,
  subService: Id,
  salon: Id,
  stylistId: Id,
  timeData: TimeDataRef,
  user: optional(nullable(Id)),
  slotId: Id,
  /**
   * One per submit of the booking step (a retry sends the same): a service with a deposit
   * needs it, and the same key answers the same hold and payment, never a second one.
   */
  idempotencyKey: optional(size(string(), 8, 100)),
});
export type WebsiteBookingBody = Infer<typeof WebsiteBookingBody>;

export {
  APPOINTMENT_PAYMENT_KINDS,
  APPOINTMENT_PAYMENT_STATUSES,
  AppointmentPayment,
} from '../availability/schemas';
import { APPOINTMENT_PAYMENT_STATUSES } from '../availability/schemas';

/**
 * The deposit of a booking whose service takes one: the time is held until `dueUntil` while the client
 * pays with `payment` (the shop's card form: the offline test card field, or Stripe's Payment Element).
 */
export const BookingDeposit = object({
  /** Dollars. */
  amount: number(),
  currency: string(),
  status: enums(APPOINTMENT_PAYMENT_STATUSES),
  dueUntil: nullable(IsoDateTime),
  /** The salon's payment policy text, shown before the client pays. */
  policyText: nullable(string()),
  payment: object({
    provider: enums(['offline', 'stripe'] as const),
    clientSecret: nullable(string()),
    publishableKey: nullable(string()),
    /**
     * Stripe: the connected account the card is saved for (a card setup's `on_behalf_of`), which the
     * Payment Element must be created with; null or absent for the platform's (a deposit is a
     * destination charge, settled on the platform's account).
     */
    onBehalfOf: optional(nullable(string())),
  }),
});
export type BookingDeposit = Infer<typeof BookingDeposit>;

/** `POST /public/appointment/pay-deposit`: pays the held booking of `idempotencyKey` with a card. */
export const PayDepositBody = object({
  salon: Id,
  idempotencyKey: size(string(), 8, 100),
  /** A Stripe PaymentMethod id (pm_…), or offline a test card's number. */
  paymentMethod: size(string(), 1, 200),
});
export type PayDepositBody = Infer<typeof PayDepositBody>;

/** `POST /public/appointment/confirm-deposit`: after the card's authentication step (3-D Secure). */
export const ConfirmDepositBody = object({
  salon: Id,
  idempotencyKey: size(string(), 8, 100),
  /** Offline only: whether the client approved in the test authentication dialog. */
  approve: optional(boolean()),
});
export type ConfirmDepositBody = Infer<typeof ConfirmDepositBody>;

/**
 * The card on file of a booking whose service's policy is `card`: the time is held until `dueUntil`
 * while the client saves a card (nothing is charged now); the salon may charge its no-show and
 * late-cancellation fees (dollars, null: none) to it later, as its policy text says.
 */
export const BookingCardSetup = object({
  status: enums(APPOINTMENT_PAYMENT_STATUSES),
  dueUntil: nullable(IsoDateTime),
  policyText: nullable(string()),
  noShowFee: nullable(number()),
  lateCancelFee: nullable(number()),
  payment: BookingDeposit.schema.payment,
});
export type BookingCardSetup = Infer<typeof BookingCardSetup>;

/** `POST /public/appointment/save-card`: saves the card of the held booking of `idempotencyKey`. */
export const SaveCardBody = PayDepositBody;
export type SaveCardBody = PayDepositBody;

/** `POST /public/appointment/confirm-card`: after the card's authentication step (3-D Secure). */
export const ConfirmCardBody = ConfirmDepositBody;
export type ConfirmCardBody = ConfirmDepositBody;

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
  /** The deposit to pay before the booking holds (absent: none). */
  deposit: optional(BookingDeposit),
  /** The card to save before the booking holds, for a card-on-file service (absent: none). */
  cardSetup: optional(BookingCardSetup),
});
export type BookingConfirmation = Infer<typeof BookingConfirmation>;

/**
 * Where the deposit stands after a call: `succeeded` (offline: the booking is confirmed and its e-mail
 * sent), `processing` (Stripe: confirmed by its webhook in a moment), `requires_action` (3-D Secure,
 * with Stripe's client secret; null offline). A declined card answers 402 and keeps the hold: another
 * card may pay until it ends.
 */
export const DepositResult = object({
  status: enums(['succeeded', 'requires_action', 'processing'] as const),
  clientSecret: nullable(string()),
  booking: BookingConfirmation,
});
export type DepositResult = Infer<typeof DepositResult>;

/** Where a card setup stands after a call: as a deposit's (`succeeded`: the card is saved). */
export const CardSetupResult = DepositResult;
export type CardSetupResult = DepositResult;

/**
 * `GET /public/appointment/held-booking`: a held booking, by its salon and key (the page reloaded: the
 * browser kept them for the session) or by the signed token of the e-mail that asks the client to pay.
 */
export const HeldBookingQuery = refine(
  object({
    salon: optional(Id),
    idempotencyKey: optional(size(string(), 8, 100)),
    token: optional(pattern(string(), /^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/)),
  }),
  'HeldBookingQuery',
  (value) =>
    Boolean(value.token) !== Boolean(value.salon && value.idempotencyKey) ||
    'token, or salon and idempotencyKey',
);
export type HeldBookingQuery = Infer<typeof HeldBookingQuery>;

/**
 * A booking still held for its payment, as the booking answered it (`deposit` or `cardSetup`), with the
 * salon and key its payment calls name.
 */
export const HeldBooking = object({
  salon: Id,
  idempotencyKey: size(string(), 8, 100),
  booking: BookingConfirmation,
});
export type HeldBooking = Infer<typeof HeldBooking>;

/** `POST /public/appointment/release-hold`: the client leaves without paying; the time is freed. */
export const ReleaseHoldBody = object({
  salon: Id,
  idempotencyKey: size(string(), 8, 100),
});
export type ReleaseHoldBody = Infer<typeof ReleaseHoldBody>;

/** `released`: this call freed the time (false: it was free already). */
export const ReleasedHold = object({ released: boolean() });
export type ReleasedHold = Infer<typeof ReleasedHold>;

/**
 * The cancel link of a booking's confirmation e-mail (`/salon/{salonName}/cancel-appointment?token=…`):
 * the salon and appointment ids and the server's HMAC signature of them, base64url: unguessable, and
 * nothing stored. A token of the wrong shape answers 400, a well-formed one with a bad signature 404.
 */
export const CancelToken = pattern(string(), /^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);

export const CancelInfoQuery = object({ token: CancelToken });
export type CancelInfoQuery = Infer<typeof CancelInfoQuery>;

export const CancelByTokenBody = object({ token: CancelToken });
export type CancelByTokenBody = Infer<typeof CancelByTokenBody>;

/** What the cancel page shows of the booking its link names. */
export const CancelInfo = object({
  _id: Id,
  appointmentId: string(),
  /** The salon's display name and its URL name. */
  salonName: string(),
  salonSlug: string(),
  mainService: nullable(string()),
  subService: nullable(string()),
  stylistName: string(),
  /** Salon-local date 'YYYY-MM-DD' and time 'HH:mm' of the start, in `timeZone`. */
  dateAsAString: string(),
  timeAsAString: string(),
  timeAsADate: IsoDateTime,
  endAsADate: IsoDateTime,
  timeZone: string(),
  status: AppointmentStatus,
  /** Not cancelled yet and starting more than the salon's cutoff (`cutoffMinutes`) from now. */
  cancellable: boolean(),
  /** The salon's cancellation policy (minutes before the start) and the phone to call past it. */
  cutoffMinutes: number(),
  salonPhone: nullable(string()),
  /**
   * Inside the window, the late-cancellation fee a cancel now charges to the card on file
   * (the salon's policy); null or absent: none (a cancel inside the window is then refused).
   */
  lateCancelFee: optional(nullable(number())),
});
export type CancelInfo = Infer<typeof CancelInfo>;

/** 429 of a booking from the public site after too many from one client address. */
export const BOOKING_TOO_MANY = 'Too many bookings from this address, please try again later.';

/** Answers of the cancel calls (the page shows them). */
export const CANCEL_MESSAGES = {
  cancelled: 'Your appointment has been cancelled',
  alreadyCancelled: 'This appointment was already cancelled',
  /** Past the salon's cutoff, when the salon has no phone (the server names the phone: `tooLateMessage`). */
  tooLate: tooLateMessage(null),
  invalidLink: 'This cancellation link is not valid',
} as const;
