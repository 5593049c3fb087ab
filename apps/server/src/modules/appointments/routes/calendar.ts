import * as availability from '@salon/api/availability/endpoints';
import type { ContractRouter } from '../../../http/contract-route';
import type { CalendarView } from '../calendar-view';

export function calendarRoutes(route: ContractRouter, view: CalendarView): void {
  route(availability.getCalendar, async ({ viewer, query }) => ({
    data: await view.calendar(viewer, query.stylistId, query.from, query.to),
  }));
  route(availability.getTodayActivity, async ({ viewer, body }) => ({
    data: await view.todayActivity(viewer, body),
  }));
}
