import { EMAIL_MAX_LENGTH, isEmail } from '@salon/rules/email';
import { isStrongPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@salon/rules/password';
import { isPhone } from '@salon/rules/phone';
import {
  array,
  boolean,
  defaulted,
  enums,
  integer,
  literal,
  max,
  min,
  nullable,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  trimmed,
  type Infer,
  type Struct,
  union,
} from 'superstruct';

export const ROLES = ['superadmin', 'admin', 'salon', 'manager', 'stylist', 'user', 'company'] as const;
export const Role = enums(ROLES);
export type Role = Infer<typeof Role>;

/** Server ids are UUIDs, sent as `_id` as the old product did. */
export const Id = pattern(string(), /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

/** A non-empty, trimmed text of at most `maxLength` characters. */
export function text(maxLength = 200): Struct<string, null> {
  return trimmed(size(string(), 1, maxLength)) as unknown as Struct<string, null>;
}

/** A trimmed text of at most `maxLength` characters that may be empty or absent. */
export function optionalText(maxLength = 200) {
  return optional(trimmed(size(string(), 0, maxLength)) as unknown as Struct<string, null>);
}

// The rules themselves live in @salon/rules, which the ui forms share; the messages here are the API's.
export const Email = refine(trimmed(string()), 'email', (value) =>
  isEmail(value) && value.length <= EMAIL_MAX_LENGTH ? true : 'must be a valid e-mail address',
);

/** Phones travel as 10 digits; the UI formats them 3-3-4 with dashes and strips them before sending. */
export const Phone = refine(string(), 'phone', (value) => (isPhone(value) ? true : 'must be 10 digits'));

/** '' where a contact detail was left out (a walk-in booked at the desk with a name alone). */
export const NoneGiven = literal('');
export const EmailOrNone = union([Email, NoneGiven]);
export const PhoneOrNone = union([Phone, NoneGiven]);

/** At least 8 characters with a letter, a digit and one of $@!%*?& (the spec's rule, without its off-by-one). */
export const StrongPassword = refine(string(), 'password', (value) => {
  if (value.length < PASSWORD_MIN_LENGTH) return 'must be at least 8 characters';
  if (value.length > PASSWORD_MAX_LENGTH) return 'must be at most 128 characters';
  if (!isStrongPassword(value)) return 'must contain a letter, a digit and one of $@!%*?&';
  return true;
});

export const Gender = enums(['male', 'female', 'other']);
export type Gender = Infer<typeof Gender>;

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** Years the product deals in; anything outside is a typo or a probe, not a booking or a report. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

/**
 * An instant in ISO 8601 with a zone, checked to be a real one: `2026-99-99T99:99Z` has the shape but
 * no such day or time, `+99:99` is no offset, and `9999-12-31` is outside the years the product handles.
 */
export const IsoDateTime = refine(string(), 'datetime', (value) => {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return 'must be a date and time (ISO 8601, with a zone)';
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part))) as number[];
  const calendar = new Date(Date.UTC(year!, month! - 1, day!));
  const realDay =
    calendar.getUTCFullYear() === year &&
    calendar.getUTCMonth() === month! - 1 &&
    calendar.getUTCDate() === day;
  const realTime = hour! < 24 && minute! < 60 && second! < 60 && offsetHours! <= 14 && offsetMinutes! < 60;
  if (!realDay || !realTime || Number.isNaN(Date.parse(value))) return 'must be a real date and time';
  return year! >= MIN_YEAR && year! <= MAX_YEAR ? true : `must be a date between ${MIN_YEAR} and ${MAX_YEAR}`;
});

/** A whole number of at least `least` and, when `most` is given, at most `most`. */
export function wholeNumber(least: number, most?: number): Struct<number, null> {
  return most === undefined ? min(integer(), least) : min(max(integer(), most), least);
}

/**
 * The paging of a paged call: `pageNumber` from 1 (page 1 when left out) and `pageSize` from 1 to
 * `maxSize` (`defaultSize` when left out).
 */
export function pageFields(defaultSize: number, maxSize = 1000) {
  return {
    pageNumber: defaulted(wholeNumber(1, 100000), 1),
    pageSize: defaulted(wholeNumber(1, maxSize), defaultSize),
  };
}

/** The free-text search of a paged list. */
export const FilterValue = optional(size(string(), 0, 200));

/** Query of every paged list: `pageNumber` from 1, `pageSize`, and a free-text `filterValue`. */
export const PagedQuery = object({ ...pageFields(20), filterValue: FilterValue });
export type PagedQuery = Infer<typeof PagedQuery>;

export interface Paged<T> {
  result: T[];
  /** Number of pages at the requested page size. */
  totalPageSize: number;
  /** Number of rows in all pages. */
  totalCount: number;
}

export function paged<T>(item: Struct<T, unknown>): Struct<Paged<T>, unknown> {
  return object({
    result: array(item),
    totalPageSize: wholeNumber(0),
    totalCount: wholeNumber(0),
  }) as unknown as Struct<Paged<T>, unknown>;
}

/** `{enable}` body of every enable/disable call. */
export const EnableBody = object({ enable: boolean() });
export type EnableBody = Infer<typeof EnableBody>;

/** Data of calls that only report success. */
export const Empty = nullable(object({}));

export const Photo = nullable(string());

/**
 * An uploaded photo's size in pixels and its smaller WebP copies as an `<img srcset>` (`url 480w, …`):
 * a page reserves the image's box before it loads and the browser picks the width it needs.
 */
export const ResponsiveImage = object({ width: integer(), height: integer(), srcset: string() });
export type ResponsiveImage = Infer<typeof ResponsiveImage>;

/** A person, salon or company named in a row: its id and name. */
export const NamedRef = object({ _id: Id, name: string() });
export type NamedRef = Infer<typeof NamedRef>;

/** The contact every account form sends: a salon's, a staff user's, a stylist's, one's own profile. */
export const contactFields = { name: text(100), email: Email, phone: Phone, address: text(300) };

/** The contact of an account as its list rows show it; phone and address may be unknown. */
export const contactRowFields = {
  _id: Id,
  name: string(),
  email: string(),
  phone: nullable(string()),
  address: nullable(string()),
};
