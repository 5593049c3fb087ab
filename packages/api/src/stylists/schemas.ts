import {
  array,
  boolean,
  enums,
  integer,
  nullable,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  trimmed,
  type Infer,
} from 'superstruct';
import {
  contactFields,
  contactRowFields,
  Gender,
  Id,
  NamedRef,
  PagedQuery,
  Photo,
  StrongPassword,
  wholeNumber,
} from '../shared/schemas';

/** The longest stylist bio. */
export const STYLIST_BIO_MAX = 300;

/** A row of the stylist list. `salon` names the stylist's salon (the admin sees every salon's). */
export const StylistItem = object({
  ...contactRowFields,
  photo: Photo,
  /** The short bio shown with the photo on the booking page. */
  bio: optional(nullable(string())),
  gender: nullable(Gender),
  active: boolean(),
  salon: nullable(NamedRef),
});
export type StylistItem = Infer<typeof StylistItem>;

export const StylistListQuery = PagedQuery;
export type StylistListQuery = Infer<typeof StylistListQuery>;

/** An enabled stylist as a select option (client forms, filters, check-in). */
export const StylistOption = object({ _id: Id, name: string(), photo: Photo });
export type StylistOption = Infer<typeof StylistOption>;

/** Reference lists load up to 1000 options at once (spec 1 §9). */
export const StylistOptionsQuery = object({
  pageNumber: optional(wholeNumber(1, 100000)),
  pageSize: optional(wholeNumber(1, 1000)),
  filterValue: optional(string()),
});
export type StylistOptionsQuery = Infer<typeof StylistOptionsQuery>;

/**
 * Text fields of the multipart `POST /stylist/create-stylist`; the photo travels as the file field
 * `image`. Without `id` it creates the stylist (password and photo required), with `id` it updates.
 */
export const StylistFormBody = object({
  id: optional(Id),
  ...contactFields,
  gender: Gender,
  /** A short bio for the booking page (at most 300 characters); blank clears it. */
  bio: optional(size(trimmed(string()), 0, STYLIST_BIO_MAX)),
  password: optional(StrongPassword),
});
export type StylistFormBody = Infer<typeof StylistFormBody>;

export const StylistUserIdQuery = object({ userID: Id });
export type StylistUserIdQuery = Infer<typeof StylistUserIdQuery>;

export const StylistIdQuery = object({ stylistId: Id });
export type StylistIdQuery = Infer<typeof StylistIdQuery>;

export const RECURRING_TYPES = ['week', 'month', 'year'] as const;
export const RecurringType = enums(RECURRING_TYPES);
export type RecurringType = Infer<typeof RecurringType>;

/** `HH:mm`, 24-hour, in the salon's time zone. */
export const ClockTime = pattern(string(), /^([01]\d|2[0-3]):[0-5]\d$/);

/** A stylist's booking settings; fields are null until first saved. */
export const StylistSettings = object({
  stylistId: Id,
  /** Break start and end. */
  startTime: nullable(string()),
  endTime: nullable(string()),
  recurringType: nullable(RecurringType),
  /** Minutes between bookable slots. */
  intervalTime: nullable(integer()),
  /** Ids of the salon's services the stylist offers. */
  services: array(Id),
  isBreakTimeCompulsory: boolean(),
});
export type StylistSettings = Infer<typeof StylistSettings>;

/** Service ids joined with commas, as the old product sent them. */
const ServiceIdList = refine(string(), 'services', (value) => {
  const ids = value.split(',').map((id) => id.trim());
  if (value.trim() === '') return 'must not be empty';
  return ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    ? true
    : 'must be service ids separated by commas';
});

export const AddStylistSettingsBody = object({
  id: Id,
  recurringType: RecurringType,
  /** Minutes, from 1 minute to 24 hours. */
  intervalTime: wholeNumber(1, 1440),
  startTime: ClockTime,
  endTime: ClockTime,
  services: ServiceIdList,
  isBreakTimeCompulsory: boolean(),
});
export type AddStylistSettingsBody = Infer<typeof AddStylistSettingsBody>;
