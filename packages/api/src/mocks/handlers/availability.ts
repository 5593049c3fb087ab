import * as availability from '../../availability/endpoints';
import type {
  BusinessHoursBody,
  DailySlotBody,
  DayBody,
  TodayActivityBody,
} from '../../availability/schemas';
import { buildWeekAppointments, MOCK_STYLIST_ID, slotIdFor } from '../factories/appointments';
import {
  buildBulkResult,
  buildBusinessHours,
  buildCalendar,
  buildDayResult,
  buildEmptyBusinessHours,
  buildEmptyCalendar,
  buildSlot,
  buildTodayActivity,
} from '../factories/availability';
import { mockEndpoint, mockFailure, mockPending, ok } from '../http';

/** Handlers of the availability area: the fixture week of Stella Stylist (see factories/appointments). */
export function availabilityHandlers() {
  return [
    mockEndpoint(availability.getCalendar, () => ok(buildCalendar())),
    mockEndpoint(availability.getBusinessHours, () => ok(buildBusinessHours())),
    mockEndpoint(availability.createAvailabilityDaily, async ({ request }) => {
      const body = (await request.json()) as DailySlotBody;
      const slot = buildSlot(body.date, body.time, body.slotId ? [] : buildWeekAppointments(), {
        _id: body.slotId ?? slotIdFor(body.date, body.time),
        stylist: MOCK_STYLIST_ID,
        slotStatus: 'available',
        appointmentList: [],
      });
      return ok(slot, body.slotId ? 'Slot updated successfully' : 'Slot created successfully');
    }),
    mockEndpoint(availability.createAvailabilityBulk, async ({ request }) => {
      const body = (await request.json()) as BusinessHoursBody;
      return ok(buildBulkResult(body), 'Business hours saved successfully');
    }),
    mockEndpoint(availability.createAvailabilityDay, async ({ request }) => {
      const body = (await request.json()) as DayBody;
      return ok(buildDayResult(body.date), 'Slots created successfully');
    }),
    mockEndpoint(availability.deleteAvailability, () => ok(null, 'Slot deleted successfully')),
    mockEndpoint(availability.getTodayActivity, async ({ request }) => {
      const body = (await request.json()) as TodayActivityBody;
      return ok(buildTodayActivity(body.fromDate.slice(0, 10)));
    }),
  ];
}

export const availabilityFailures = {
  calendarLoading: mockPending(availability.getCalendar),
  calendarEmpty: mockEndpoint(availability.getCalendar, () => ok(buildEmptyCalendar())),
  calendarError: mockFailure(availability.getCalendar, 500, 'Could not load the calendar'),
  /** A stylist opening another stylist's calendar. */
  calendarForbidden: mockFailure(availability.getCalendar, 403, 'You can only manage your own calendar'),
  businessHoursLoading: mockPending(availability.getBusinessHours),
  businessHoursEmpty: mockEndpoint(availability.getBusinessHours, () => ok(buildEmptyBusinessHours())),
  businessHoursInvalid: mockFailure(
    availability.createAvailabilityBulk,
    400,
    'Mon: Start time should be greater than previous End Time',
  ),
  businessHoursSaving: mockPending(availability.createAvailabilityBulk),
  slotConflict: mockFailure(availability.createAvailabilityDaily, 409, 'A slot already exists at this time'),
  slotTooSoon: mockFailure(
    availability.createAvailabilityDaily,
    400,
    'Slots starting within 15 minutes or in the past cannot be changed',
  ),
  /** The Unblock Slot modal's 'Unblocking slot. Please wait it may take a while' state. */
  slotSaving: mockPending(availability.createAvailabilityDaily),
  deleteSlotHasAppointment: mockFailure(
    availability.deleteAvailability,
    409,
    'This slot holds an appointment; delete or move the appointment first',
  ),
  deleteSlotPending: mockPending(availability.deleteAvailability),
  todayActivityLoading: mockPending(availability.getTodayActivity),
};
