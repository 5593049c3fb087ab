import { Readable } from 'node:stream';
import { CALENDAR_FEED_MESSAGES, type CalendarFeed } from '@salon/api/calendar-feeds/schemas';
import { NotFoundError } from '../../errors';
import { authorize, permits } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import { zoneOf } from '../../lib/time-zones';
import type { CalendarFeedRow } from '../../db/schema';
import { feedCalendar } from './feed-calendar';
import type { FeedLinks } from './feed-links';
import type { CalendarFeedRepository } from './repository';

const DAY = 86_400_000;
/** What a feed holds: a month back (for reference) and a year ahead, at most this many entries. */
const PAST_DAYS = 30;
const FUTURE_DAYS = 366;
const MOST_ENTRIES = 5_000;

/**
 * Private calendar subscription addresses: each stylist's own appointments, the whole salon's for the
 * owner and the manager. Copy, revoke and make anew from My Profile; served with no sign-in.
 */
export class CalendarFeedService {
  constructor(
    private readonly repository: CalendarFeedRepository,
    private readonly links: FeedLinks,
    private readonly now: () => Date,
  ) {}

  async view(viewer: Viewer): Promise<CalendarFeed> {
    authorize(viewer, 'calendarFeed.own');
    ownSalonOf(viewer);
    return this.answer(viewer, await this.repository.live(viewer.userId));
  }

  async renew(viewer: Viewer): Promise<CalendarFeed> {
    authorize(viewer, 'calendarFeed.own');
    const row = await this.repository.renew({
      salonId: ownSalonOf(viewer),
      userId: viewer.userId,
      scope: this.scopeOf(viewer),
    });
    return this.answer(viewer, row);
  }

  async revoke(viewer: Viewer): Promise<CalendarFeed> {
    authorize(viewer, 'calendarFeed.own');
    ownSalonOf(viewer);
    await this.repository.revoke(viewer.userId);
    return this.answer(viewer, null);
  }

  /** The feed of an address: 404 when it was never made, was revoked, or its person left the salon. */
  async file(file: string): Promise<Readable> {
    const feedId = this.links.verify(file);
    const feed = feedId ? await this.repository.byId(feedId) : null;
    if (!feed || feed.revokedAt) throw new NotFoundError(CALENDAR_FEED_MESSAGES.notFound);
    const [salon, person] = await Promise.all([
      this.repository.salon(feed.salonId),
      this.repository.activePerson(feed.userId, feed.salonId),
    ]);
    if (!salon || !person) throw new NotFoundError(CALENDAR_FEED_MESSAGES.notFound);
    const now = this.now();
    const wholeSalon = feed.scope === 'salon';
    const visits = await this.repository.appointments(
      feed.salonId,
      wholeSalon ? null : feed.userId,
      new Date(now.getTime() - PAST_DAYS * DAY),
      new Date(now.getTime() + FUTURE_DAYS * DAY),
      MOST_ENTRIES,
    );
    const ics = feedCalendar({
      name: wholeSalon ? salon.name : `${salon.name} – ${person.name}`,
      timeZone: zoneOf(salon),
      wholeSalon,
      appointments: visits,
      stamp: now,
    });
    return Readable.from([Buffer.from(ics, 'utf8')]);
  }

  private scopeOf(viewer: Viewer): 'stylist' | 'salon' {
    return permits(viewer, 'calendarFeed.wholeSalon') ? 'salon' : 'stylist';
  }

  private answer(viewer: Viewer, row: CalendarFeedRow | null): CalendarFeed {
    return {
      scope: row?.scope ?? this.scopeOf(viewer),
      url: row ? this.links.url(row.id) : null,
      createdAt: row ? row.createdAt.toISOString() : null,
    };
  }
}
