// The calendar-feeds module's public face: what the composition root wires.
export { FeedLinks } from './feed-links';
export { CalendarFeedRepository } from './repository';
export { calendarFeedRoutes } from './routes';
export { CalendarFeedService } from './service';
