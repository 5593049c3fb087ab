import {
  array,
  boolean,
  enums,
  literal,
  nullable,
  object,
  optional,
  pattern,
  size,
  string,
  type Infer,
} from 'superstruct';
import { Calendars, ProviderId } from '../billing/schemas';
import { CurrencyCode, LocaleTag } from '../money/schemas';
import { CountryCode, TimeZoneName } from '../shared/places';
import { Email, Gender, Phone, text } from '../shared/schemas';

/**
 * The five-step sign-up of a new salon (spec 2 §2 "Onboarding", §3 "Onboarding data", §7): salon
 * details, a package's plan, stylists, business hours and the card payment, sent in one call.
 */

export const ONBOARDING_PASSWORD_MESSAGE =
  'Password should have uppercase, lowercase, symbol and 8 characters long.';

/** Spec 2 §5 "Onboarding salon": upper case, lower case, a symbol and at least 8 characters. */
export function isOnboardingPassword(value: string): boolean {
  return (
    value.length >= 8 &&
    value.length <= 128 &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /[^A-Za-z0-9\s]/.test(value)
  );
}

export const ONBOARDING_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const OnboardingDayName = enums(ONBOARDING_DAYS);

/** The shortest opening of a business-hours slot (spec 2 §5 "Business hours"). */
export const MIN_SLOT_MINUTES = 30;
export const START_AFTER_PREVIOUS_END = 'Start time should be greater than previous End Time';
export const END_TOO_SOON = 'End time should be at least 30 minutes after Start time';

/** Wall-clock `HH:mm`. */
export const TimeOfDay = pattern(string(), /^([01]\d|2[0-3]):[0-5]\d$/);

export const OnboardingSlot = object({ startTime: TimeOfDay, endTime: TimeOfDay });
export type OnboardingSlot = Infer<typeof OnboardingSlot>;

/** One day of the week; no slot means closed. */
export const OnboardingDay = object({ day: OnboardingDayName, slot: size(array(OnboardingSlot), 0, 12) });
export type OnboardingDay = Infer<typeof OnboardingDay>;

export const OnboardingSalon = object({
  name: text(100),
  email: Email,
  phone: Phone,
  address: text(300),
  /** Checked against `isOnboardingPassword` by the server, which answers ONBOARDING_PASSWORD_MESSAGE. */
  password: size(string(), 1, 128),
  /** Where the salon is: its clock for every time it shows, and the money it prices in. */
  country: CountryCode,
  timeZone: TimeZoneName,
  currency: CurrencyCode,
  locale: LocaleTag,
});
export type OnboardingSalon = Infer<typeof OnboardingSalon>;

export const OnboardingStylist = object({ name: text(100), email: Email, phone: Phone, gender: Gender });
export type OnboardingStylist = Infer<typeof OnboardingStylist>;

/** Without a card provider, `id` is the typed card number (only Stripe's test cards are accepted). */
export const OnboardingPayment = object({
  id: size(string(), 1, 100),
  promotion_code: optional(ProviderId),
});

export const OnboardingSubscription = object({
  package: ProviderId,
  plan: ProviderId,
  maxCalendar: Calendars,
});

/** A random key the browser makes per payment attempt: retries and double clicks send the same one. */
export const IdempotencyKey = pattern(string(), /^[A-Za-z0-9_-]{8,100}$/);

export const OnboardSignupBody = object({
  salon: OnboardingSalon,
  stylist: size(array(OnboardingStylist), 1, 10),
  maxCalendar: Calendars,
  businessHours: size(array(OnboardingDay), 7, 7),
  payment: OnboardingPayment,
  subscription: OnboardingSubscription,
  idempotencyKey: IdempotencyKey,
});
export type OnboardSignupBody = Infer<typeof OnboardSignupBody>;

export const ONBOARDING_STATUSES = ['succeeded', 'requires_action', 'fail'] as const;
export const OnboardingStatus = enums(ONBOARDING_STATUSES);
export type OnboardingStatus = Infer<typeof OnboardingStatus>;

/** Spec 2 §7: the payment's outcome. `fail` leaves nothing behind and carries `msg`. */
export const OnboardingPaymentResult = object({
  clientId: nullable(string()),
  client_secret: nullable(string()),
  status: OnboardingStatus,
  msg: nullable(string()),
});
export type OnboardingPaymentResult = Infer<typeof OnboardingPaymentResult>;

/** The sign-up's payment: offline a payment id (`pi_…`), with Stripe the subscription (`sub_…`). */
export const ClientId = pattern(string(), /^(pi|sub)_[A-Za-z0-9]{8,64}$/);

/**
 * The offline provider's stand-in for the card's 3-D Secure page: the customer completes (or fails)
 * the authentication of a `requires_action` payment.
 */
export const OnboardConfirmBody = object({
  clientId: ClientId,
  client_secret: size(string(), 1, 200),
  authenticated: boolean(),
});
export type OnboardConfirmBody = Infer<typeof OnboardConfirmBody>;

/**
 * With the payment's `client_secret` (the browser that paid), the answer carries a one-time sign-in
 * token for the new owner while the sign-up is young (`signInToken`; see `exchangeSignInToken`).
 */
export const OnboardDoneBody = object({
  clientId: ClientId,
  plan: ProviderId,
  client_secret: optional(size(string(), 1, 200)),
});
export type OnboardDoneBody = Infer<typeof OnboardDoneBody>;

export const OnboardDone = object({
  salon: object({ _id: string(), name: string(), slug: string() }),
  email: string(),
  subscription: literal('active'),
  /**
   * A one-time token the admin app exchanges for the owner's session (`POST /users/sign-in-token`),
   * valid for `SIGN_IN_TOKEN_TTL_MINUTES`; null when the call did not prove it is the paying browser.
   */
  signInToken: optional(nullable(string())),
});
export type OnboardDone = Infer<typeof OnboardDone>;

/** 429 of a salon sign-up after too many from one client address. */
export const ONBOARDING_TOO_MANY = 'Too many sign-ups from this address, please try again later.';
/** 429 of a salon sign-up after too many with one owner e-mail (each holds the e-mail for a while). */
export const ONBOARDING_EMAIL_TOO_MANY = 'Too many sign-ups with this e-mail, please try again later.';

/** `POST /users/onboard-check-email` {email}: whether an e-mail is free for a new owner or stylist. */
export const OnboardEmailCheckBody = object({ email: Email });
export type OnboardEmailCheckBody = Infer<typeof OnboardEmailCheckBody>;

export const OnboardEmailCheck = object({ email: string(), available: boolean() });
export type OnboardEmailCheck = Infer<typeof OnboardEmailCheck>;

/** 429 of the e-mail check past its limit per client address. */
export const ONBOARDING_EMAIL_CHECK_TOO_MANY = 'Too many e-mail checks, please try again later.';
