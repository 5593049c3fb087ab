import {
  array,
  boolean,
  defaulted,
  enums,
  integer,
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

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const Email = refine(trimmed(string()), 'email', (value) =>
  EMAIL_PATTERN.test(value) && value.length <= 254 ? true : 'must be a valid e-mail address',
);

/** Phones travel as 10 digits; the UI formats them 3-3-4 with dashes and strips them before sending. */
export const Phone = refine(string(), 'phone', (value) =>
  /^\d{10}$/.test(value) ? true : 'must be 10 digits',
);

/** At least 8 characters with a letter, a digit and one of $@!%*?& (the spec's rule, without its off-by-one). */
export const StrongPassword = refine(string(), 'password', (value) => {
  if (value.length < 8) return 'must be at least 8 characters';
  if (value.length > 128) return 'must be at most 128 characters';
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value) || !/[$@!%*?&]/.test(value)) {
    return 'must contain a letter, a digit and one of $@!%*?&';
  }
  return true;
});

export const Gender = enums(['male', 'female', 'other']);
export type Gender = Infer<typeof Gender>;

export const IsoDateTime = pattern(
  string(),
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
);

/** Query of every paged list: `pageNumber` from 1, `pageSize`, and a free-text `filterValue`. */
export const PagedQuery = object({
  pageNumber: defaulted(min(max(integer(), 100000), 1), 1),
  pageSize: defaulted(min(max(integer(), 1000), 1), 20),
  filterValue: optional(size(string(), 0, 200)),
});
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
    totalPageSize: min(integer(), 0),
    totalCount: min(integer(), 0),
  }) as unknown as Struct<Paged<T>, unknown>;
}

/** `{enable}` body of every enable/disable call. */
export const EnableBody = object({ enable: boolean() });
export type EnableBody = Infer<typeof EnableBody>;

/** Data of calls that only report success. */
export const Empty = nullable(object({}));

export const Photo = nullable(string());
