import { appointmentsHandlers } from '@salon/api/mocks/handlers/appointments';
import { authHandlers } from '@salon/api/mocks/handlers/auth';
import { availabilityHandlers } from '@salon/api/mocks/handlers/availability';
import { MOCK_SERVICES, MOCK_STYLIST_ID, MOCK_STYLIST_IDS } from '@salon/api/mocks/factories/appointments';
import { mockEndpoint, ok } from '@salon/api/mocks/http';
import { getEnabledCategories, getEnabledSubServices } from '@salon/api/services/endpoints';
import type { Role } from '@salon/api/shared/schemas';
import { screen, userEvent, within } from 'storybook/test';
import { FIXED_NOW } from '@salon/api/mocks/clock';
import { findDialog } from '../support/dialog';
import { calendarPage } from '../support/pages';
import { expectToast as expectSharedToast } from '../support/expect';

export { FIXED_NOW };
export { MOCK_STYLIST_ID };
export { findDialog };
export const OTHER_STYLIST_ID = MOCK_STYLIST_IDS[1];

/** Stella Stylist's calendar, as the stylist's sidebar link and the stylist list open it. */
export const CALENDAR_ROUTE = `/stylist-sessions/${MOCK_STYLIST_ID}/Stella%20Stylist`;
export const CALENDAR_ROUTE_PATH = '/stylist-sessions/:stylistId/:stylistName';
export const WAITLIST_ROUTE = `/waitlist/${MOCK_STYLIST_ID}/Stella%20Stylist`;
export const WAITLIST_ROUTE_PATH = '/waitlist/:stylistId/:stylistName';

const category = (service: { _id: string; title: string }, rank: number) => ({
  ...service,
  enable: true,
  rank,
});
const subService = (
  service: { _id: string; title: string; charges: number },
  parent: string,
  requiredTime: number,
  rank: number,
) => ({
  ...service,
  service: parent,
  description: `${service.title} by the salon's stylists`,
  requiredTime,
  leadTime: 0,
  breakTime: 0,
  enable: true,
  rank,
});

/** The enabled services the appointment form offers (the services area's reads). */
export const bookingServicesHandlers = [
  mockEndpoint(getEnabledCategories, () =>
    ok({
      result: [category(MOCK_SERVICES.haircuts, 0), category(MOCK_SERVICES.colour, 1)],
      totalPageSize: 1,
      totalCount: 2,
    }),
  ),
  mockEndpoint(getEnabledSubServices, () =>
    ok({
      result: [
        subService(MOCK_SERVICES.haircut, MOCK_SERVICES.haircuts._id, 30, 0),
        subService(MOCK_SERVICES.mensCut, MOCK_SERVICES.haircuts._id, 30, 1),
        subService(MOCK_SERVICES.colouring, MOCK_SERVICES.colour._id, 90, 0),
      ],
      totalPageSize: 1,
      totalCount: 3,
    }),
  ),
];

/** Every handler the calendar page calls, keyed by area so a story overrides one. */
export function calendarHandlers(role: Role) {
  return {
    auth: authHandlers(role),
    availability: availabilityHandlers(),
    appointments: appointmentsHandlers(),
    services: bookingServicesHandlers,
  };
}

export type Args = { role: Role };

/** Stella Stylist's calendar page (with its route guard) on the fixed clock: every calendar story's render. */
export const renderCalendar = () => calendarPage(FIXED_NOW);

/** The calendar's week grid, once loaded. */
export async function findWeekGrid(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('grid', { name: /^Week of/ }));
}

/** An appointment's menu button: the client's name, then (hidden) its day and time, e.g. 'Mon, Mar 16 09:00'. */
export function appointmentButtonName(client: string, when: string) {
  return new RegExp(`^${client}.*${when}`);
}

/** Opens an appointment's menu and picks an item. */
export async function chooseAppointmentAction(
  canvasElement: HTMLElement,
  client: string,
  when: string,
  action: string,
) {
  const grid = await findWeekGrid(canvasElement);
  await userEvent.click(grid.getByRole('button', { name: appointmentButtonName(client, when) }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

/** Clicks a button of the week grid (e.g. 'Delete slot Tue, Mar 17 09:00') and returns the dialog it opens. */
export async function openFromGrid(canvasElement: HTMLElement, button: string, dialog: string) {
  const grid = await findWeekGrid(canvasElement);
  await userEvent.click(grid.getByRole('button', { name: button }));
  return findDialog(dialog);
}

/** Writes go through MSW and a revalidation: their toasts may take a while on a slow machine. */
const TOAST_TIMEOUT_MS = 5000;

/** A toast with the server's message. */
export function findToast(text: string) {
  return screen.findByText(text, {}, { timeout: TOAST_TIMEOUT_MS });
}

export const expectToast = (text: string) => expectSharedToast(text, TOAST_TIMEOUT_MS);

/**
 * Picks an option of a react-select by typing it and pressing Enter, once the option is listed: the
 * appointment form's services arrive with their own request, and Enter before they do picks nothing.
 */
export async function pickOption(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.type(input, text);
  const listed = (name: string) => name.startsWith(text);
  await screen.findByRole('option', { name: listed }, { timeout: TOAST_TIMEOUT_MS });
  await userEvent.keyboard('{Enter}');
}
