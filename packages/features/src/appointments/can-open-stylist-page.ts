import type { PageCheck } from '../core';
import { calendarPolicy } from './policies';

/** The route check of the calendar and waitlist pages: a stylist opens only their own. */
export const canOpenStylistPage: PageCheck = (viewer, params) =>
  calendarPolicy(viewer, params.stylistId ?? '').view;
