import type {
  Appointment,
  BulkResult,
  BusinessHours,
  BusinessHoursBody,
  Calendar,
  DayResult,
  Slot,
  SlotStatus,
  TodayActivity,
} from '../../availability/schemas';
import type { Waitlist } from '../../appointments/schemas';
import {
  addMinutesIso,
  buildStylistData,
  buildWaitlistAppointments,
  buildWeekAppointments,
  isEditableAt,
  MOCK_STYLIST_ID,
  MOCK_TIME_ZONE,
  mockInstant,
  slotIdFor,
} from './appointments';
import { builder } from '../builders';

export const BUSINESS_HOURS_ID = 'b0500000-0000-4000-8000-000000000001';

/** Half hours from `from` (inclusive) to `to` (exclusive), 'HH:mm'. */
export function halfHours(from: string, to: string): string[] {
  const minutesOf = (time: string) => {
    const [h, m] = time.split(':').map(Number) as [number, number];
    return h * 60 + m;
  };
  const times: string[] = [];
  for (let t = minutesOf(from); t < minutesOf(to); t += 30) {
    times.push(`${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`);
  }
  return times;
}

/** The fixture week's slot times by salon-local day (Mon–Sat 09:00–17:00, plus two one-offs). */
export const WEEK_SLOT_TIMES: Record<string, string[]> = {
  // Yesterday (Sunday, normally closed): a few slots opened by hand, all past now.
  '2026-03-15': halfHours('12:00', '14:00'),
  // Today: an early one-off slot at 05:00, which is FIXED_NOW.
  '2026-03-16': ['05:00', ...halfHours('09:00', '17:00')],
  '2026-03-17': halfHours('09:00', '17:00'),
  '2026-03-18': halfHours('09:00', '17:00'),
  '2026-03-19': halfHours('09:00', '17:00'),
  '2026-03-20': halfHours('09:00', '17:00'),
  '2026-03-21': halfHours('09:00', '17:00'),
};

/** A slot's status from the appointments, as the server derives it. */
export function slotStatusOf(
  start: string,
  end: string,
  appointments: Appointment[],
): { slotStatus: SlotStatus; appointmentList: string[] } {
  const startMs = new Date(start).getTime();
  const endMs = new Date(end).getTime();
  const overlapping = appointments.filter(
    (a) => new Date(a.timeAsADate).getTime() < endMs && new Date(a.endAsADate).getTime() > startMs,
  );
  const live = overlapping.find((a) => a.status !== 'canceled');
  if (live) return { slotStatus: live.status, appointmentList: [live._id] };
  const canceled = overlapping.some((a) => a.status === 'canceled');
  return { slotStatus: canceled ? 'canceled' : 'available', appointmentList: [] };
}

export function buildSlot(
  date: string,
  time: string,
  appointments: Appointment[] = buildWeekAppointments(),
  overrides: Partial<Slot> = {},
): Slot {
  const start = mockInstant(date, time);
  const end = addMinutesIso(start, 30);
  return {
    _id: slotIdFor(date, time),
    stylist: MOCK_STYLIST_ID,
    start_date: date,
    timeAsAString: time,
    timeAsADate: start,
    endAsADate: end,
    ...slotStatusOf(start, end, appointments),
    editable: isEditableAt(start),
    ...overrides,
  };
}

/** Every slot of the fixture week: past, locked, available, booked, confirmed, waiting and canceled. */
export function buildWeekSlots(appointments: Appointment[] = buildWeekAppointments()): Slot[] {
  return Object.entries(WEEK_SLOT_TIMES).flatMap(([date, times]) =>
    times.map((time) => buildSlot(date, time, appointments)),
  );
}

export function buildCalendar(overrides: Partial<Calendar> = {}): Calendar {
  const appointments = buildWeekAppointments();
  return {
    stylistData: buildStylistData(),
    timeZone: MOCK_TIME_ZONE,
    from: '2026-03-15',
    to: '2026-03-21',
    slots: buildWeekSlots(appointments),
    appointments,
    ...overrides,
  };
}

export function buildEmptyCalendar(): Calendar {
  return buildCalendar({ slots: [], appointments: [] });
}

export function buildTodayActivity(date = '2026-03-16'): TodayActivity {
  const calendar = buildCalendar();
  return {
    stylistData: calendar.stylistData,
    timeZone: MOCK_TIME_ZONE,
    date,
    slots: calendar.slots.filter((slot) => slot.start_date === date),
    appointments: calendar.appointments.filter((a) => a.dateAsAString === date),
  };
}

const WORKDAY = [{ startTime: '09:00', endTime: '17:00' }];

export const buildBusinessHours = builder<BusinessHours>(() => ({
  _id: BUSINESS_HOURS_ID,
  stylist: MOCK_STYLIST_ID,
  recurringType: 'month',
  timeZone: MOCK_TIME_ZONE,
  slots: [
    { day: 'Sun', slots: [] },
    { day: 'Mon', slots: WORKDAY.map((r) => ({ ...r })) },
    { day: 'Tue', slots: WORKDAY.map((r) => ({ ...r })) },
    { day: 'Wed', slots: WORKDAY.map((r) => ({ ...r })) },
    // Thursday with a lunch break: two ranges.
    {
      day: 'Thu',
      slots: [
        { startTime: '09:00', endTime: '12:00' },
        { startTime: '13:00', endTime: '17:00' },
      ],
    },
    { day: 'Fri', slots: WORKDAY.map((r) => ({ ...r })) },
    { day: 'Sat', slots: [{ startTime: '10:00', endTime: '14:00' }] },
  ],
}));

/** Hours never saved: seven closed days and no id. */
export function buildEmptyBusinessHours(): BusinessHours {
  return buildBusinessHours({
    _id: null,
    recurringType: 'week',
    slots: (['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const).map((day) => ({ day, slots: [] })),
  });
}

export function buildBulkResult(body?: BusinessHoursBody): BulkResult {
  const hours = body
    ? buildBusinessHours({ slots: body.slots, recurringType: body.recurringType })
    : buildBusinessHours();
  return { businessHours: hours, created: 352, removed: 0, from: '2026-03-16', to: '2026-04-15' };
}

export function buildDayResult(date = '2026-03-22'): DayResult {
  return {
    date,
    created: 16,
    slots: halfHours('09:00', '17:00').map((time) => buildSlot(date, time, [])),
  };
}

export const buildWaitlist = builder<Waitlist>(() => ({
  stylistData: buildStylistData(),
  timeZone: MOCK_TIME_ZONE,
  appointments: buildWaitlistAppointments(),
}));
