import type { Database } from '../../db/client';
import { FeedLinks } from './feed-links';
import { CalendarFeedRepository } from './repository';
import { CalendarFeedService } from './service';

export interface CalendarFeedsDeps {
  db: Database;
  /** Signs the feeds' links. */
  secret: Uint8Array;
  publicUrl: string;
  now: () => Date;
}

/** The calendar-feeds module: the stylists' subscribed calendars. */
export function buildCalendarFeeds({ db, secret, publicUrl, now }: CalendarFeedsDeps) {
  return {
    calendarFeeds: new CalendarFeedService(
      new CalendarFeedRepository(db),
      new FeedLinks(secret, publicUrl),
      now,
    ),
  };
}
