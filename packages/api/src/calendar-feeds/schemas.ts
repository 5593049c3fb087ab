import { enums, nullable, object, pattern, string, type Infer } from 'superstruct';
import { IsoDateTime } from '../shared/schemas';

/** Whose appointments a feed holds: the stylist's own, or the whole salon's (owner, manager). */
export const FeedScope = enums(['stylist', 'salon']);
export type FeedScope = Infer<typeof FeedScope>;

/** The viewer's private subscription address; `url` null when none is active (never made, or revoked). */
export const CalendarFeed = object({
  scope: FeedScope,
  url: nullable(string()),
  createdAt: nullable(IsoDateTime),
});
export type CalendarFeed = Infer<typeof CalendarFeed>;

/** `{feedId}.{signature}.ics`: the address's secret part. */
export const FeedFileParams = object({ file: pattern(string(), /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}\.ics$/) });
export type FeedFileParams = Infer<typeof FeedFileParams>;

/** The feed itself: an iCalendar (RFC 5545) file. */
export const FeedCalendar = string();

export const CALENDAR_FEED_MESSAGES = {
  created: 'A new calendar address was made; the old one no longer works',
  revoked: 'The calendar address was revoked',
  notFound: 'This calendar address does not exist or was revoked',
} as const;
