import {
  array,
  assign,
  boolean,
  enums,
  literal,
  nullable,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  type Infer,
} from 'superstruct';
import { SLOT_MINUTES } from '../availability/schemas';
import { Email, Id, Phone, Photo, ResponsiveImage, text } from '../shared/schemas';
import { CurrencyCode, LocaleTag } from '../money/schemas';

/**
 * How a salon is named in public URLs and in the `name` of the public calls: its `slug`
 * (`/salon/demo-salon`), lower-case ASCII words joined by dashes. Looked up case-insensitively; an
 * unknown or disabled salon answers 404 'Salon not found'.
 */
export const SalonName = pattern(string(), /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/);

/** The message of every public call that names an unknown or disabled salon. */
export const SALON_NOT_FOUND = 'Salon not found';

/** `?name={salonName}` of the public website calls (`offset` is accepted and ignored by every call). */
export const SalonNameQuery = object({ name: size(SalonName, 1, 100) });
export type SalonNameQuery = Infer<typeof SalonNameQuery>;

export const WEEK_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const WeekDay = enums(WEEK_DAYS);
export type WeekDay = Infer<typeof WeekDay>;

/** 'HH:mm' of the salon's clock. */
export const OpeningTime = pattern(string(), /^([01]\d|2[0-3]):[0-5]\d$/);

/** One range of a day the salon is open, wall-clock in its zone; `endTime` '24:00' is midnight. */
export const OpeningRange = object({
  startTime: OpeningTime,
  endTime: pattern(string(), /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/),
});
export type OpeningRange = Infer<typeof OpeningRange>;

/** One day of the posted opening hours: its ranges in order, none when the salon is closed. */
export const OpeningDay = object({ day: WeekDay, ranges: array(OpeningRange) });
export type OpeningDay = Infer<typeof OpeningDay>;

/**
 * The opening hours the site posts, Sun..Sat. The server derives them from the business hours of the
 * salon's enabled stylists (per weekday the union of their ranges), the same hours the booking page's
 * times come from, so the two cannot disagree; nobody types them.
 */
export const OpeningHours = size(array(OpeningDay), 7, 7);
export type OpeningHours = Infer<typeof OpeningHours>;

/** 'HH:mm' of the salon's clock ('24:00' is midnight at the end of the day), or '' while not set. */
export const WorkTime = pattern(string(), /^(|([01]\d|2[0-3]):[0-5]\d|24:00)$/);

/** One day of the spec's work hours (spec 2 §3 "Work hour entry"). */
export const WorkHour = object({
  day: WeekDay,
  isAvailable: boolean(),
  slot: object({ startTime: WorkTime, endTime: WorkTime }),
});
export type WorkHour = Infer<typeof WorkHour>;

const minutesOfTime = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/**
 * The seven days Sun..Sat in order, as `workHour` of add-website-setting sends them: an open day needs
 * a start and an end on the half-hour grid, the end after the start. They become the chosen stylists'
 * business hours (a closed day: none).
 */
export const WorkHours = refine(size(array(WorkHour), 7, 7), 'week', (days) => {
  for (const [index, entry] of days.entries()) {
    if (entry.day !== WEEK_DAYS[index]) return `must list the days ${WEEK_DAYS.join(', ')} in order`;
    if (!entry.isAvailable) continue;
    const { startTime, endTime } = entry.slot;
    if (!startTime || !endTime) return `${entry.day}: an open day needs a start and an end time`;
    if (startTime === '24:00') return `${entry.day}: the start time must be before 24:00`;
    const start = minutesOfTime(startTime);
    const end = minutesOfTime(endTime);
    if (start % SLOT_MINUTES || end % SLOT_MINUTES) {
      return `${entry.day}: times must be on the hour or half hour`;
    }
    if (end <= start) return `${entry.day}: the end time must be after the start time`;
  }
  return true;
});
export type WorkHours = Infer<typeof WorkHours>;

/** A '#rrggbb' colour. */
export const HexColor = pattern(string(), /^#[0-9a-fA-F]{6}$/);

/** The salon as its public website shows it. */
export const WebsiteSalon = object({
  _id: Id,
  name: string(),
  /** The URL name, `/salon/{slug}`. */
  slug: string(),
  phone: nullable(string()),
  address: nullable(string()),
  email: nullable(string()),
  photo: Photo,
  /** IANA zone of the salon's clock: opening hours and slots are wall-clock times in it. */
  timeZone: string(),
  /** The salon's currency (ISO 4217) and locale (BCP 47): how its prices are written. */
  currency: CurrencyCode,
  locale: LocaleTag,
  /** The salon's mobile apps (its newest enabled app version), for the store links; null without one. */
  packageName: nullable(string()),
  appID: nullable(string()),
  androidStoreUrl: nullable(string()),
  iosStoreUrl: nullable(string()),
  /** The salon's payment policy text (Booking Settings), told before Book; null or absent: none. */
  paymentPolicyText: optional(nullable(string())),
});
export type WebsiteSalon = Infer<typeof WebsiteSalon>;

/** The texts, colour and images of the website (spec 2 §3 "Website info"), defaults when never set. */
export const WebsiteSettings = object({
  bgColor: HexColor,
  websiteTitle: string(),
  websiteSubTitle: string(),
  websiteLogoImageURL: nullable(string()),
  websiteBannerImageURL: nullable(string()),
  appearanceBarText: string(),
  appearanceBarPara: string(),
  productText: string(),
  serviceText: string(),
  hourText: string(),
  hourPara: string(),
  contactText: string(),
  contactPara: string(),
});
export type WebsiteSettings = Infer<typeof WebsiteSettings>;

/** `GET /website/get-website-setting-by-name` and the admin's own settings: the salon and its website. */
export const WebsiteInfo = assign(
  object({
    salon: WebsiteSalon,
    /** The banner's size and WebP copies (`websiteBannerImageURL` is the original); absent until made. */
    websiteBannerImage: optional(ResponsiveImage),
    openingHours: OpeningHours,
    /**
     * The spec's shape of the same hours, Sun..Sat: per day the first start and the last end of
     * `openingHours`; a closed day is not available, with empty times.
     */
    workHour: array(WorkHour),
  }),
  WebsiteSettings,
);
export type WebsiteInfo = Infer<typeof WebsiteInfo>;

/**
 * The `sizes` of the home's banner image: the viewport's width. The server's preload of the banner in
 * the page's HTML uses it too, so both pick the same width from the `srcset`.
 */
export const BANNER_SIZES = '100vw';

/**
 * The id of the `<script type="application/json">` in which the server writes the website info into a
 * page of the salon's site, so the page draws without asking for it first.
 */
export const SITE_INFO_ELEMENT_ID = 'site-info';

/**
 * The id of the `<script type="application/json">` holding the other data a server-rendered page of the
 * site drew with (SWR's cache entries by serialised key), so its first render in the browser matches.
 */
export const SITE_DATA_ELEMENT_ID = 'site-data';

/** What a salon's website says until its owner changes it. */
export const DEFAULT_WEBSITE_SETTINGS: WebsiteSettings = {
  bgColor: '#5b21b6',
  websiteTitle: 'Welcome to our salon',
  websiteSubTitle: 'Look your best with our stylists',
  websiteLogoImageURL: null,
  websiteBannerImageURL: null,
  appearanceBarText: 'Special offers',
  appearanceBarPara: 'Ask about our seasonal discounts.',
  productText: 'Shop',
  serviceText: 'Our services',
  hourText: 'Hours of operation',
  hourPara: 'Visit us during our opening hours or book online at any time.',
  contactText: 'Contact us',
  contactPara: 'Questions or special requests? Send us a message.',
};

/** The text fields of the website settings, each editable on its own. */
export const WEBSITE_TEXT_FIELDS = [
  'websiteTitle',
  'websiteSubTitle',
  'appearanceBarText',
  'appearanceBarPara',
  'productText',
  'serviceText',
  'hourText',
  'hourPara',
  'contactText',
  'contactPara',
] as const;
export type WebsiteTextField = (typeof WEBSITE_TEXT_FIELDS)[number];

/** The image fields of `add-website-setting` (files judged by content: JPEG, PNG, GIF or WebP). */
export const WEBSITE_IMAGE_FIELDS = ['websiteLogoImageURL', 'websiteBannerImageURL'] as const;
export type WebsiteImageField = (typeof WEBSITE_IMAGE_FIELDS)[number];
export const WEBSITE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Titles are short; paragraphs may be longer. */
const title = text(100);
const paragraph = text(1000);

/** `?type=website` of `add-website-setting` (the app settings use other types on their own call). */
export const WebsiteSettingQuery = object({ type: literal('website') });
export type WebsiteSettingQuery = Infer<typeof WebsiteSettingQuery>;

/**
 * The text fields of the multipart `POST /website/add-website-setting?type=website`. The Appearance
 * editor sends one field per call (a text, `bgColor`, `workHour`, or one of the image files
 * `websiteLogoImageURL` / `websiteBannerImageURL`); several at once are accepted, none answers 400.
 * Texts are trimmed and may not be empty.
 */
export const WebsiteSettingBody = object({
  bgColor: optional(HexColor),
  websiteTitle: optional(title),
  websiteSubTitle: optional(text(300)),
  appearanceBarText: optional(title),
  appearanceBarPara: optional(paragraph),
  productText: optional(title),
  serviceText: optional(title),
  hourText: optional(title),
  hourPara: optional(paragraph),
  contactText: optional(title),
  contactPara: optional(paragraph),
  /**
   * JSON text in the form (the api client serialises it): the seven days Sun..Sat, saved as the business
   * hours of the salon's enabled stylists (booked appointments are kept).
   */
  workHour: optional(WorkHours),
  /** JSON text: the enabled stylists `workHour` applies to (the Work Hours modal); absent: all of them. */
  workHourStylists: optional(size(array(Id), 1, 500)),
});
export type WebsiteSettingBody = Infer<typeof WebsiteSettingBody>;

/** `POST /website/contact-us?name=`: the contact form of the salon home (spec 2 §3 "Contact message"). */
export const ContactUsBody = object({
  name: text(100),
  email: Email,
  phone: Phone,
  subject: text(200),
  message: text(5000),
});
export type ContactUsBody = Infer<typeof ContactUsBody>;

/** The answer of a sent contact message. */
export const CONTACT_SENT_MESSAGE = 'Thank you for contacting us, we will get back to you soon.';
/** The answer once a visitor's address has sent too many messages. */
export const CONTACT_TOO_MANY_MESSAGE = 'Too many messages sent, please try again later.';

/** An active stylist as the public site shows them. */
export const WebsiteStylist = object({ _id: Id, name: string(), photo: Photo });
export type WebsiteStylist = Infer<typeof WebsiteStylist>;
