import * as endpoints from '../../calendar-feeds/endpoints';
import type { CalendarFeed } from '../../calendar-feeds/schemas';
import { CALENDAR_FEED_MESSAGES } from '../../calendar-feeds/schemas';
import { calendarFeedFixtures, DEMO_FEED_URL } from '../factories/calendar-feeds';
import { FIXED_NOW } from '../clock';
import { mockEndpoint, ok } from '../http';
import type { AnyHandler } from 'msw';
import { stateful } from '../stateful';

/**
 * The My Profile calendar-feed section's calls, over one address that revoking empties and renewing
 * makes anew (a different address each time, as the server does).
 */
export function calendarFeedHandlers(initial: CalendarFeed = calendarFeedFixtures.salon): AnyHandler[] {
  let feed = initial;
  let renewals = 0;
  return stateful(
    () => calendarFeedHandlers(initial),
    [
      mockEndpoint(endpoints.getCalendarFeed, () => ok(feed)),
      mockEndpoint(endpoints.renewCalendarFeed, () => {
        renewals += 1;
        feed = {
          ...feed,
          url: DEMO_FEED_URL.replace('6f1c2b9e', `6f1c2b9${renewals % 10}`),
          createdAt: FIXED_NOW.toISOString(),
        };
        return ok(feed, CALENDAR_FEED_MESSAGES.created);
      }),
      mockEndpoint(endpoints.revokeCalendarFeed, () => {
        feed = { ...feed, url: null, createdAt: null };
        return ok(feed, CALENDAR_FEED_MESSAGES.revoked);
      }),
    ],
  );
}
