import { boolean, nullable, object, optional, string, type Infer } from 'superstruct';
import { CurrencyCode, DEFAULT_CURRENCY, DEFAULT_LOCALE, LocaleTag } from '../money/schemas';
import { CountryCode, TimeZoneName } from '../shared/places';
import { contactFields, Id, PagedQuery, Photo, StrongPassword } from '../shared/schemas';
import { SubscriptionStanding } from '../subscriptions/schemas';

/** The mobile app menus a salon has switched on (Salon App Settings). */
export const AppMenu = object({ isVideo: boolean(), isCheckin: boolean(), isPOS: boolean() });
export type AppMenu = Infer<typeof AppMenu>;

/** A row of the admin's salon list. `_id` is the salon's id; `owner` is its sign-in account. */
export const SalonItem = object({
  _id: Id,
  name: string(),
  /** URL name of the public site, `/salon/{slug}`. */
  slug: string(),
  email: nullable(string()),
  phone: nullable(string()),
  address: nullable(string()),
  photo: Photo,
  active: boolean(),
  /** True once the owner (or the admin) asked to cancel the subscription at the end of the period. */
  cancel_at_period_end: boolean(),
  /** Where its subscription stands (an expired one says so); null: it has none (made by the admin). */
  subscription: nullable(SubscriptionStanding),
  appMenu: AppMenu,
  owner: nullable(object({ _id: Id, name: string(), email: string() })),
});
export type SalonItem = Infer<typeof SalonItem>;

export const SalonListQuery = PagedQuery;
export type SalonListQuery = Infer<typeof SalonListQuery>;

/**
 * Text fields of the multipart `POST /salon/create-salon`; the logo travels as the file field `image`.
 * Without `id` it creates the salon and its owner account (password and logo required); with `id` it
 * updates them (password ignored, logo optional).
 */
export const SalonFormBody = object({
  id: optional(Id),
  ...contactFields,
  password: optional(StrongPassword),
  /**
   * Where a new salon is: its country, zone, currency and locale (New York, USD and en-US when left out).
   * An update ignores them: the zone and the money change in Booking Settings, with their own rules.
   */
  country: optional(CountryCode),
  timeZone: optional(TimeZoneName),
  currency: optional(CurrencyCode),
  locale: optional(LocaleTag),
});
export type SalonFormBody = Infer<typeof SalonFormBody>;

/** `?userID=` of the salon calls names the salon (the old product's salons were user rows). */
export const SalonUserIdQuery = object({ userID: Id });
export type SalonUserIdQuery = Infer<typeof SalonUserIdQuery>;

export const SalonIdQuery = object({ salonID: Id });
export type SalonIdQuery = Infer<typeof SalonIdQuery>;

export const CancelSubscriptionQuery = object({ id: Id });
export type CancelSubscriptionQuery = Infer<typeof CancelSubscriptionQuery>;

export const ChangeMenuBody = object({ appMenu: AppMenu });
export type ChangeMenuBody = Infer<typeof ChangeMenuBody>;

export const SubscriptionState = object({ _id: Id, cancel_at_period_end: boolean() });
export type SubscriptionState = Infer<typeof SubscriptionState>;

/**
 * The salon's currency (ISO 4217) and locale (BCP 47): every price of the salon (services, products,
 * orders, coupons, reports, its site and e-mails) is in this currency and written in this locale, and its
 * card payments are charged in it. USD and en-US until the owner chooses.
 */
export const MoneySettings = object({ currency: CurrencyCode, locale: LocaleTag });
export type MoneySettings = Infer<typeof MoneySettings>;

export const MoneySettingsBody = MoneySettings;
export type MoneySettingsBody = Infer<typeof MoneySettingsBody>;

export const DEFAULT_MONEY_SETTINGS: MoneySettings = { currency: DEFAULT_CURRENCY, locale: DEFAULT_LOCALE };

/** The server's answers of the currency calls. */
export const MONEY_SETTINGS_TEXTS = {
  saved: 'Currency and locale saved',
  ownerOnly: 'Only the salon owner can change the currency and locale',
  staffOnly: 'Only the salon’s staff can see its currency and locale',
  /** 409: money was taken in the currency (an order, a deposit, a fee), so the salon keeps it. */
  currencyLocked: (currency: string) =>
    `The currency stays ${currency} once money has moved: the salon has orders or payments in ${currency}. The locale can still be changed.`,
  /**
   * 409: prices are kept as stored, digit for digit, so with prices set the new currency must write them
   * with the same decimals (dollars to yen would make $35.00 ¥3,500).
   */
  digitsDiffer: (from: string, fromDigits: number, to: string, toDigits: number) =>
    `${to} has ${decimalsWord(toDigits)} and ${from} ${decimalsWord(fromDigits)}: the salon's prices would change value. Choose a currency with ${decimalsWord(fromDigits)}, or remove the prices first.`,
  /** The answer of a currency change of a salon with prices: nothing was converted. */
  savedUnconverted: (to: string) =>
    `Currency and locale saved. Prices were not converted: each keeps its digits in ${to}.`,
} as const;

function decimalsWord(digits: number): string {
  return digits === 0 ? 'no decimals' : digits === 1 ? '1 decimal' : `${digits} decimals`;
}
