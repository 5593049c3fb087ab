import {
  calendarFeedFile,
  getCalendarFeed,
  renewCalendarFeed,
  revokeCalendarFeed,
} from '@salon/api/calendar-feeds/endpoints';
import { CALENDAR_FEED_MESSAGES } from '@salon/api/calendar-feeds/schemas';
import type { ContractRouter } from '../../http/contract-route';
import type { CalendarFeedService } from './service';

export function calendarFeedRoutes(route: ContractRouter, feeds: CalendarFeedService): void {
  route(getCalendarFeed, async ({ viewer }) => ({ data: await feeds.view(viewer) }));
  route(renewCalendarFeed, async ({ viewer }) => ({
    data: await feeds.renew(viewer),
    message: CALENDAR_FEED_MESSAGES.created,
  }));
  route(revokeCalendarFeed, async ({ viewer }) => ({
    data: await feeds.revoke(viewer),
    message: CALENDAR_FEED_MESSAGES.revoked,
  }));
  // Calendar apps fetch it every few minutes: they may keep it 5 minutes, nobody else (private).
  route(calendarFeedFile, async ({ params }) => ({
    file: { body: await feeds.file(params.file), cacheControl: 'private, max-age=300' },
  }));
}
