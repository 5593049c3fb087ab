// The calendar-feeds module's public face: what the composition root wires.
export { buildCalendarFeeds, type CalendarFeedsDeps } from './module';
export { FeedLinks } from './feed-links';
export { calendarFeedRoutes } from './routes';
export { CalendarFeedService } from './service';
