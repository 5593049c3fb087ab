import { endpoint } from '../contract';
import { CalendarFeed, FeedCalendar, FeedFileParams } from './schemas';

/*
 * Private iCalendar subscription addresses: a stylist's own appointments, or the whole salon's for the
 * owner and the manager. The address is the secret: calendar apps fetch it with no sign-in.
 */

export const getCalendarFeed = endpoint({
  method: 'GET',
  path: '/calendar-feed',
  auth: 'token',
  data: CalendarFeed,
});

/** Makes a new address and revokes the old one (copying the old one anywhere stops working). */
export const renewCalendarFeed = endpoint({
  method: 'POST',
  path: '/calendar-feed',
  auth: 'token',
  data: CalendarFeed,
});

/** Revokes the address: it answers 404 from now on. Idempotent. */
export const revokeCalendarFeed = endpoint({
  method: 'DELETE',
  path: '/calendar-feed',
  auth: 'token',
  data: CalendarFeed,
});

/** The feed, with no sign-in: 404 for an address that was revoked or never made. */
export const calendarFeedFile = endpoint({
  method: 'GET',
  path: '/calendar-feed/:file',
  auth: 'none',
  params: FeedFileParams,
  produces: 'text/calendar',
  data: FeedCalendar,
});
