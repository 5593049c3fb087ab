import { can, rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';
import type { CalendarCapabilities } from '@salon/ui/screens/appointments/calendar-model';

/** Roles that reach the stylist-sessions and waitlist pages (others are sent to /). */
export const CALENDAR_ROLES: readonly Role[] = rolesFor('calendar.manage');

/** Roles whose side panel polls every 25 seconds (spec 1 §4). */
const POLLING_ROLES: readonly Role[] = ['salon', 'stylist'];

export interface CalendarPolicy extends CalendarCapabilities {
  /** May open this stylist's calendar at all (a stylist only their own). */
  view: boolean;
  /** Refresh the side panel's today, current and upcoming every 25 seconds. */
  pollPanel: boolean;
  /** Mark a visit No-show and charge the salon's fee (not a stylist). */
  chargeFees: boolean;
  /** Check a visit out at the desk (the owner and the manager). */
  checkout: boolean;
}

/** What a viewer may do on a stylist's calendar and waitlist. */
export function calendarPolicy(viewer: { role: Role; _id: string }, stylistId: string): CalendarPolicy {
  const allowed = can(viewer.role, 'calendar.manage');
  const view = allowed && (viewer._id === stylistId || can(viewer.role, 'calendar.manageOthers'));
  return {
    view,
    manageSlots: view,
    manageAppointments: view,
    manageBusinessHours: view,
    pollPanel: view && POLLING_ROLES.includes(viewer.role),
    chargeFees: view && can(viewer.role, 'calendar.chargeFees'),
    checkout: view && can(viewer.role, 'sales.checkout'),
  };
}

/** The side panel refreshes this often (spec 1 §9). */
export const PANEL_REFRESH_MS = 25_000;

export interface TeamDayPolicy {
  /** Move a visit along (check in, start, complete): a stylist their own visits only. */
  move: boolean;
  /** Check a visit out at the desk (the owner and the manager). */
  checkout: boolean;
}

/** What a viewer may do on one stylist's column of the team's day. */
export function teamDayPolicy(viewer: { role: Role; _id: string }, stylistId: string): TeamDayPolicy {
  const manage = can(viewer.role, 'calendar.manage');
  return {
    move: manage && (viewer._id === stylistId || can(viewer.role, 'calendar.manageOthers')),
    checkout: manage && can(viewer.role, 'sales.checkout'),
  };
}
