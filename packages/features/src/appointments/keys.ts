import { namedKeys } from '../core/area-keys';
/** SWR keys of the calendar area; every key starts with the stylist so one filter revalidates them all. */
export const calendarKeys = {
  all: ['calendar'] as const,
  stylist: (stylistId: string) => ['calendar', stylistId] as const,
  range: (stylistId: string, from: string, to: string) => ['calendar', stylistId, 'range', from, to] as const,
  businessHours: (stylistId: string) => ['calendar', stylistId, 'business-hours'] as const,
  todayActivity: (stylistId: string, date: string) => ['calendar', stylistId, 'today', date] as const,
  current: (stylistId: string, date: string) => ['calendar', stylistId, 'current', date] as const,
  upcoming: (stylistId: string, date: string) => ['calendar', stylistId, 'upcoming', date] as const,
  waitlist: (stylistId: string) => ['calendar', stylistId, 'waitlist'] as const,
  /** The desk's day of the whole team (`date` 'YYYY-MM-DD', or 'today'). */
  teamDay: (date: string) => ['calendar', 'team-day', date] as const,
  noShow: (stylistId: string, appointmentId: string) =>
    ['calendar', stylistId, 'no-show', appointmentId] as const,
  ...namedKeys('calendar', [
    'status-list',
    'services',
    'change-status',
    'save-slot',
    'delete-slot',
    'fill-day',
    'save-business-hours',
    'save-appointment',
    'delete-appointment',
    'mark-no-show',
    'change-stage',
    'walk-in',
  ]),
};

/** Matches every cached read of the team's day. */
export function isTeamDayKey(key: unknown) {
  return Array.isArray(key) && key[0] === 'calendar' && key[1] === 'team-day';
}

/** Matches every cached read of one stylist's calendar (for revalidation after a write). */
export function isStylistKey(stylistId: string) {
  return (key: unknown) => Array.isArray(key) && key[0] === 'calendar' && key[1] === stylistId;
}
