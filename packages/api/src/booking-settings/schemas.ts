import { enums, nullable, number, object, optional, refine, type Infer } from 'superstruct';
import { CountryCode, TimeZoneName } from '../shared/places';
import { text, wholeNumber } from '../shared/schemas';

/** The largest no-show or late-cancellation fee, in dollars. */
export const MAX_FEE = 100_000;

/**
 * A fee in major units of the salon's currency, above 0 (null: no fee); at most three decimals here, the
 * server checks the salon's currency digits.
 */
export const Fee = refine(number(), 'fee', (value) => {
  if (!Number.isFinite(value) || value <= 0) return 'must be more than 0';
  if (value > MAX_FEE) return `must be at most ${MAX_FEE}`;
  if (Math.abs(value * 1000 - Math.round(value * 1000)) > 1e-6) return 'must have at most three decimals';
  return true;
});

/** The platform's cutoff, kept by a salon that never chose: up to 15 minutes before the start. */
export const DEFAULT_CHANGE_CUTOFF_MINUTES = 15;
/** The longest cutoff a salon may set: a week (168 hours). */
export const MAX_CHANGE_CUTOFF_HOURS = 168;

/** How a salon's online bookings are confirmed. */
export const OnlineConfirmation = enums(['instant', 'approval']);
export type OnlineConfirmation = Infer<typeof OnlineConfirmation>;
export const DEFAULT_ONLINE_CONFIRMATION: OnlineConfirmation = 'instant';

/**
 * A salon's cancellation policy: how late before the start a client may still cancel or
 * reschedule online (the e-mailed links, My appointments). 15 minutes (the default) or whole hours up to
 * a week; later, the client calls the salon.
 */
export const BookingPolicy = object({
  cutoffMinutes: refine(
    wholeNumber(DEFAULT_CHANGE_CUTOFF_MINUTES, MAX_CHANGE_CUTOFF_HOURS * 60),
    'WholeHours',
    (minutes) =>
      minutes === DEFAULT_CHANGE_CUTOFF_MINUTES || minutes % 60 === 0 || 'must be 15 or whole hours',
  ),
  /**
   * The fee a no-show's saved card is charged, and a client's cancel inside the window
   * (dollars; null: none), and the salon's payment policy, shown before the client pays and in every
   * booking e-mail. Left out of a save: kept as they are.
   */
  noShowFee: optional(nullable(Fee)),
  lateCancelFee: optional(nullable(Fee)),
  paymentPolicyText: optional(nullable(text(2000))),
  /**
   * Whether an online booking is confirmed as it is made ('instant', the default) or waits for the
   * salon's approval ('approval': Waiting, a tentative calendar entry). Left out of a save: kept.
   */
  onlineConfirmation: optional(OnlineConfirmation),
});
export type BookingPolicy = Infer<typeof BookingPolicy>;

export const BookingPolicyBody = BookingPolicy;
export type BookingPolicyBody = Infer<typeof BookingPolicyBody>;

export const DEFAULT_BOOKING_POLICY: BookingPolicy = { cutoffMinutes: DEFAULT_CHANGE_CUTOFF_MINUTES };

/** '15 minutes', '1 hour', '24 hours'. */
export function cutoffText(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/**
 * The policy as the client reads it: on the booking page, in the confirmation e-mail, on the cancel page
 * and on My appointments.
 */
export function policySentence(minutes: number): string {
  return `You can cancel or reschedule online up to ${cutoffText(minutes)} before your appointment.`;
}

/**
 * The server's refusal of a client's cancel (or move) past the salon's cutoff: the salon's phone to call.
 * `change` names what was refused ('cancelled' by default; 'rescheduled' for a move).
 */
export function tooLateMessage(
  phone: string | null,
  change: 'cancelled' | 'rescheduled' = 'cancelled',
): string {
  return `This appointment can no longer be ${change} online. ${callTheSalon(phone)}`;
}

/**
 * What a page says of a visit inside the salon's window: the policy and the phone to call ('This
 * appointment can no longer be rescheduled online: the salon allows changes up to 24 hours before. …').
 */
export function pastPolicyMessage(
  minutes: number,
  phone: string | null,
  change: 'cancelled' | 'rescheduled' | 'changed' = 'rescheduled',
): string {
  return `This appointment can no longer be ${change} online: the salon allows changes up to ${cutoffText(minutes)} before. ${callTheSalon(phone)}`;
}

/** 'Please call the salon on 212-555-0100.', or without a number when the salon has none. */
function callTheSalon(phone: string | null): string {
  return phone ? `Please call the salon on ${shownPhone(phone)}.` : 'Please call the salon.';
}

/** '212-555-0100' for ten digits (the spec's phone format); other numbers as they are. */
export function shownPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}` : phone;
}

/** The server's answers of the settings calls. */
export const BOOKING_POLICY_TEXTS = {
  saved: 'Cancellation policy saved',
  editorsOnly: 'Only the salon owner, managers and the superadmin can change the cancellation policy',
} as const;

/** Where the salon is: the zone every time it shows is in, and its country (null: not asked yet). */
export const SalonTimeZone = object({ timeZone: TimeZoneName, country: nullable(CountryCode) });
export type SalonTimeZone = Infer<typeof SalonTimeZone>;

/** The zone, and the country (optional: a salon from before the wizard asked it sets it here). */
export const SalonTimeZoneBody = object({ timeZone: TimeZoneName, country: optional(CountryCode) });
export type SalonTimeZoneBody = Infer<typeof SalonTimeZoneBody>;

/** The server's answers of the time-zone calls, and what the section tells the owner before saving. */
export const TIME_ZONE_TEXTS = {
  saved: (zone: string) => `Time zone saved: the salon's times now show in ${zone}`,
  editorsOnly: 'Only the salon owner, managers and the superadmin can change the time zone',
  /** Shown beside the choice, before saving. */
  whatChanges:
    'Booked appointments keep their moment; their times will show in the new zone. Free times ahead are made again from each stylist’s hours in the new zone.',
} as const;
