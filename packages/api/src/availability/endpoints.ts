import { endpoint } from '../contract';
import { Empty } from '../shared/schemas';
import {
  BulkResult,
  BusinessHours,
  BusinessHoursBody,
  Calendar,
  CalendarQuery,
  DailySlotBody,
  DayBody,
  DayResult,
  DeleteAvailabilityQuery,
  Slot,
  StylistQuery,
  TodayActivity,
  TodayActivityBody,
} from './schemas';

/*
 * Who may call: salon owners, managers and superadmins for any stylist of their salon; a stylist for
 * their own calendar only (another stylist's answers 403); the platform admin, clients and companies
 * 403; another salon's ids 404.
 */

/** Creates one 30-minute slot, or moves and unblocks an existing one (`slotId`). */
export const createAvailabilityDaily = endpoint({
  method: 'POST',
  path: '/appointment-availability/create-availability-daily',
  auth: 'token',
  query: StylistQuery,
  body: DailySlotBody,
  data: Slot,
});

/** Saves the weekly business hours and generates slots for the recurring horizon. */
export const createAvailabilityBulk = endpoint({
  method: 'POST',
  path: '/appointment-availability/create-availability-bulk',
  auth: 'token',
  query: StylistQuery,
  body: BusinessHoursBody,
  data: BulkResult,
});

/** Generates the slots of one day from the business hours (existing slots are kept). */
export const createAvailabilityDay = endpoint({
  method: 'POST',
  path: '/appointment-availability/create-availability-day',
  auth: 'token',
  query: StylistQuery,
  body: DayBody,
  data: DayResult,
});

/** Deletes a slot that holds no live appointment and starts more than 15 minutes ahead. */
export const deleteAvailability = endpoint({
  method: 'DELETE',
  path: '/appointment-availability/delete-availability',
  auth: 'token',
  query: DeleteAvailabilityQuery,
  data: Empty,
});

/** The stylist's weekly business hours (the path's spelling is the old product's). */
export const getBusinessHours = endpoint({
  method: 'GET',
  path: '/appointment-availability/get-buiness-hours',
  auth: 'token',
  query: StylistQuery,
  data: BusinessHours,
});

/** Slots and appointments of salon-local days `from`..`to` (inclusive) for the calendar views. */
export const getCalendar = endpoint({
  method: 'GET',
  path: '/appointment-availability/get-calendar',
  auth: 'token',
  query: CalendarQuery,
  data: Calendar,
});

/** One day's slots and appointments (polled every 25 s on the stylist-sessions page). */
export const getTodayActivity = endpoint({
  method: 'POST',
  path: '/appointment-availability/get-today-activity',
  auth: 'token',
  body: TodayActivityBody,
  data: TodayActivity,
});

export const availabilityEndpoints = {
  createAvailabilityDaily,
  createAvailabilityBulk,
  createAvailabilityDay,
  deleteAvailability,
  getBusinessHours,
  getCalendar,
  getTodayActivity,
};
