import type { CalendarFeed } from '../../calendar-feeds/schemas';
import { builder } from '../builders';
import { FIXED_NOW } from '../clock';

export const DEMO_FEED_URL =
  'http://localhost:3000/api/v1/calendar-feed/6f1c2b9e-3d4a-4c5b-8e7f-9a0b1c2d3e4f.Xq3v9Yt2Lm8Nw4Rk7Pz1Hs6Jd0Fb5Gc2Ve9Ua3Ti8Ko.ics';

export const buildCalendarFeed = builder<CalendarFeed>(() => ({
  scope: 'salon',
  url: DEMO_FEED_URL,
  createdAt: FIXED_NOW.toISOString(),
}));

/** An active address (the owner's whole salon, a stylist's own) and a revoked one. */
export const calendarFeedFixtures = {
  salon: buildCalendarFeed(),
  stylist: buildCalendarFeed({ scope: 'stylist' }),
  revoked: buildCalendarFeed({ url: null, createdAt: null }),
};
