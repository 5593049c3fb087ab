import { bookWalkIn, changeVisitStage, getTeamDay } from '@salon/api/appointments/endpoints';
import { WALK_IN_MESSAGES } from '@salon/api/appointments/team-day-schemas';
import * as availability from '@salon/api/availability/endpoints';
import type { ContractRouter } from '../../../http/contract-route';
import type { CalendarView } from '../calendar-view';
import type { TeamDayView } from '../team-day';

export function calendarRoutes(route: ContractRouter, view: CalendarView, teamDay: TeamDayView): void {
  route(getTeamDay, async ({ viewer, query }) => ({ data: await teamDay.day(viewer, query) }));
  route(changeVisitStage, async ({ viewer, body }) => ({
    data: await teamDay.changeStage(viewer, body),
    message: body.stage === null ? 'Check-in taken back' : 'Visit updated',
  }));
  route(bookWalkIn, async ({ viewer, body }) => ({
    data: await teamDay.walkIn(viewer, body),
    message: WALK_IN_MESSAGES.booked,
  }));
  route(availability.getCalendar, async ({ viewer, query }) => ({
    data: await view.calendar(viewer, query.stylistId, query.from, query.to),
  }));
  route(availability.getTodayActivity, async ({ viewer, body }) => ({
    data: await view.todayActivity(viewer, body),
  }));
}
