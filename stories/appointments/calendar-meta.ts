import type { Meta } from '@storybook/react-vite';
import { pageParameters } from '../support/page-meta';
import {
  CALENDAR_ROUTE,
  CALENDAR_ROUTE_PATH,
  calendarHandlers,
  renderCalendar,
  type Args,
} from './calendar-story';

export type { Args };

/** Every calendar story's page and viewer: Stella Stylist's calendar as the salon's owner sees it. */
export const CALENDAR_PAGE_META = { render: renderCalendar, args: { role: 'salon' } } satisfies Meta<Args>;
/** Every calendar story's address and handlers (a literal meta's `parameters: { ...calendarParameters() }`). */
export const calendarParameters = () =>
  pageParameters(calendarHandlers('salon'), CALENDAR_ROUTE, CALENDAR_ROUTE_PATH);
