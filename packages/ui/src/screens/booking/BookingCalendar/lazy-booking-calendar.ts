import { lazy } from 'react';

/**
 * The month calendar (react-day-picker), loaded on its own after the page's first paint: a screen that
 * shows it beside its times stays quick on a phone. Render it inside a Suspense with a placeholder of its
 * height. (A static import of BookingCalendar anywhere in the site's booking pages would bring the day
 * picker back into their first load.)
 */
export const LazyBookingCalendar = lazy(() =>
  import('./BookingCalendar').then((module) => ({ default: module.BookingCalendar })),
);
