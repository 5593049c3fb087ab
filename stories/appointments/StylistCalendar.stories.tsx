import { availabilityFailures, availabilityHandlers } from '@salon/api/mocks/handlers/availability';
import { appointmentsHandlers } from '@salon/api/mocks/handlers/appointments';
import { fail, mockEndpoint, ok } from '@salon/api/mocks/http';
import { getCalendar } from '@salon/api/availability/endpoints';
import { updateAppointmentDashboard } from '@salon/api/appointments/endpoints';
import type { DashboardAppointmentBody } from '@salon/api/appointments/schemas';
import { buildAppointment, WEEK_APPOINTMENTS } from '@salon/api/mocks/factories/appointments';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  CALENDAR_ROUTE,
  calendarHandlers,
  findWeekGrid,
  OTHER_STYLIST_ID,
  appointmentButtonName,
  findDialog,
  expectToast,
} from './calendar-story';
import { type Args, CALENDAR_PAGE_META, calendarParameters } from './calendar-meta';
import { expectNoSidewaysScroll, PHONE_STORY } from '../support/phone';

/** /stylist-sessions/{stylistId}/{stylistName} through StylistCalendarContainer against MSW, at the fixed clock. */
const meta = {
  ...CALENDAR_PAGE_META,
  parameters: { ...calendarParameters() },
  title: 'Catalogue/Calendar/StylistCalendar',
  tags: ['catalogue:stylist-calendar'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SalonWeek: Story = {
  tags: ['role:salon', 'state:week'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "Stella Stylist's Availabilities" }),
    ).toBeVisible();
    const grid = await findWeekGrid(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Mar 15 – 21, 2026' })).toBeVisible();
    // The fixed clock is Monday 05:00 at the salon: Sunday is past, so its slots are grey and locked.
    await expect(grid.getByRole('button', { name: 'Book appointment Sun, Mar 15 12:30' })).toBeDisabled();
    await expect(grid.getByRole('button', { name: 'Update slot Sun, Mar 15 12:30' })).toBeDisabled();
    await expect(grid.getByRole('button', { name: 'Delete slot Sun, Mar 15 12:30' })).toBeDisabled();
    await expect(grid.getByRole('button', { name: 'Create slot Sun, Mar 15 18:00' })).toBeDisabled();
    // More than 15 minutes ahead: enabled.
    await expect(grid.getByRole('button', { name: 'Book appointment Tue, Mar 17 09:00' })).toBeEnabled();
    await expect(grid.getByRole('button', { name: 'Create slot Tue, Mar 17 18:00' })).toBeEnabled();
    await expect(
      grid.getByRole('button', { name: appointmentButtonName('Emily Johnson', 'Wed, Mar 18 09:30') }),
    ).toBeVisible();
    // Side panel: the stylist and their upcoming appointments.
    await expect(await canvas.findByRole('heading', { name: 'Upcoming Appointments' })).toBeVisible();
  },
};

export const StylistWeek: Story = {
  tags: ['role:stylist', 'state:week'],
  args: { role: 'stylist' },
  parameters: { msw: { handlers: calendarHandlers('stylist') } },
  play: async ({ canvasElement }) => {
    const grid = await findWeekGrid(canvasElement);
    await expect(
      grid.getByRole('button', { name: appointmentButtonName('Chris Walker', 'Mon, Mar 16 09:00') }),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Create Slot' })).toBeVisible();
  },
};

/** A stylist opening another stylist's calendar is sent to the dashboard. */
export const StylistOtherCalendar: Story = {
  tags: ['role:stylist', 'state:redirected'],
  args: { role: 'stylist' },
  parameters: {
    route: `/stylist-sessions/${OTHER_STYLIST_ID}/James%20Carter`,
    msw: { handlers: calendarHandlers('stylist') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('redirected-to')).toHaveTextContent(/^\/$/);
  },
};

/** A calendar link that names no stylist: a not-found state, no raw validation text, no buttons that fail. */
export const BadLink: Story = {
  tags: ['role:salon', 'state:not-found'],
  parameters: { route: '/stylist-sessions/does-not-exist/Nobody' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Stylist not found')).toBeVisible();
    await expect(canvas.queryByText(/must be a valid id/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Create Slot' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Dashboard' }));
    await expect(await canvas.findByTestId('redirected-to')).toHaveTextContent(/^\/$/);
  },
};

/** A well-formed id the server does not know (404): the same not-found state. */
export const UnknownStylist: Story = {
  tags: ['role:salon', 'state:not-found'],
  parameters: {
    route: '/stylist-sessions/0e5e0000-0000-4000-8000-0000000000ff/Nobody',
    msw: {
      handlers: {
        ...calendarHandlers('salon'),
        availability: [
          mockEndpoint(getCalendar, () => fail(404, 'Stylist not found')),
          ...availabilityHandlers(),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Stylist not found')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create Slot' })).toBeNull();
  },
};

export const ManagerMonth: Story = {
  tags: ['role:manager', 'state:month'],
  args: { role: 'manager' },
  parameters: { msw: { handlers: calendarHandlers('manager') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findWeekGrid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Month' }));
    const month = within(await canvas.findByRole('grid', { name: 'March 2026' }));
    const tuesday = month.getByRole('button', { name: /^Tuesday, March 17/ });
    await expect(tuesday).toHaveTextContent('1 waiting');
    // A day opens the day view.
    await userEvent.click(tuesday);
    await expect(await canvas.findByRole('grid', { name: 'Tuesday, March 17, 2026' })).toBeVisible();
  },
};

export const SuperadminDay: Story = {
  tags: ['role:superadmin', 'state:day'],
  args: { role: 'superadmin' },
  parameters: { msw: { handlers: calendarHandlers('superadmin') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findWeekGrid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Day' }));
    const day = within(await canvas.findByRole('grid', { name: 'Monday, March 16, 2026' }));
    await expect(
      day.getByRole('button', { name: appointmentButtonName('Chris Walker', 'Mon, Mar 16 09:00') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
    await expect(await canvas.findByRole('grid', { name: 'Tuesday, March 17, 2026' })).toBeVisible();
  },
};

/** The salon's e-mails link to a booking's day (`?date=`): the calendar opens on that day. */
export const LinkedDay: Story = {
  tags: ['role:salon', 'state:day'],
  parameters: { route: `${CALENDAR_ROUTE}?date=2026-03-18` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const day = within(await canvas.findByRole('grid', { name: 'Wednesday, March 18, 2026' }));
    await expect(
      await day.findByRole('button', { name: appointmentButtonName('Emily Johnson', 'Wed, Mar 18 09:30') }),
    ).toBeVisible();
  },
};

export const BusinessHours: Story = {
  tags: ['role:salon', 'state:business-hours'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Business Hours' }));
    await expect(await canvas.findByText('09:00 – 12:00, 13:00 – 17:00')).toBeVisible();
    await expect(canvas.getAllByText('Closed')).toHaveLength(1);
  },
};

export const Loading: Story = {
  tags: ['role:salon', 'state:loading'],
  parameters: {
    msw: {
      handlers: {
        ...calendarHandlers('salon'),
        availability: [availabilityFailures.calendarLoading, ...availabilityHandlers()],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading calendar' }),
    ).toBeVisible();
  },
};

const updates = fn<(body: DashboardAppointmentBody) => void>();

/**
 * Moving an appointment with the keyboard only: arrows to the appointment's cell, Enter into it, the
 * menu's Move, a new time in the dialog, and the update call goes out with the new start.
 */
export const KeyboardMove: Story = {
  tags: ['role:salon', 'state:week'],
  parameters: {
    msw: {
      handlers: {
        ...calendarHandlers('salon'),
        appointments: [
          mockEndpoint(updateAppointmentDashboard, async ({ request }) => {
            const body = (await request.json()) as DashboardAppointmentBody;
            updates(body);
            return ok(
              buildAppointment(WEEK_APPOINTMENTS[7]!, { timeAsAString: body.startTime }),
              'Appointment updated successfully',
            );
          }),
          ...appointmentsHandlers(),
        ],
      },
    },
  },
  beforeEach: () => {
    updates.mockClear();
  },
  play: async ({ canvasElement }) => {
    const grid = await findWeekGrid(canvasElement);
    // The active cell starts on today's column; Wednesday 09:30 holds Emily Johnson's appointment.
    const start = grid.getAllByRole('gridcell').find((cell) => cell.tabIndex === 0)!;
    start.focus();
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    for (let i = 0; i < 7; i++) await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveAttribute('data-cell', '2026-03-18 09:30');
    await userEvent.keyboard('{Enter}');
    await expect(document.activeElement).toHaveAccessibleName(/^Emily Johnson/);
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const dialog = await findDialog('Move Appointment');
    const time = dialog.getByLabelText(/^New time/);
    time.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.type(time, '11:30');
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Move' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(updates).toHaveBeenCalledWith(
        expect.objectContaining({
          date: '2026-03-18',
          startTime: '11:30',
          name: 'Emily Johnson',
          requiredTime: 30,
        }),
      ),
    );
    await expectToast('Appointment updated successfully');
  },
};

/** The nearest ancestor of `element` that scrolls (the grid's scroll area). */
function scrollAreaOf(element: HTMLElement): HTMLElement {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(node);
    if ([overflowX, overflowY].some((value) => value === 'auto' || value === 'scroll')) return node;
  }
  return document.documentElement;
}

/**
 * Defect 1: the appointment nearest the grid's bottom right (Friday 16:00), scrolled to the
 * bottom-right corner of the grid's scroll area, opens a menu that is wholly visible: inside the window,
 * outside the scroll area, and on top at each of its corners.
 */
export const MenuAtGridEdge: Story = {
  tags: ['role:salon', 'state:week'],
  play: async ({ canvasElement }) => {
    const grid = await findWeekGrid(canvasElement);
    const trigger = grid.getByRole('button', { name: /Fri, Mar 20 16:00/ });
    const area = scrollAreaOf(trigger);
    trigger.scrollIntoView({ block: 'end', inline: 'end' });
    const place = trigger.getBoundingClientRect();
    const bounds = area.getBoundingClientRect();
    // The trigger sits on the area's bottom edge: a menu drawn inside the area would be cut off.
    await expect(bounds.bottom - place.bottom).toBeLessThan(place.height);
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    // The menu is transparent until it has been measured and placed.
    await waitFor(() => expect(getComputedStyle(menu).opacity).toBe('1'));
    for (const item of ['Edit', 'Move', 'Waitlist', 'Delete']) {
      await expect(within(menu).getByRole('menuitem', { name: item })).toBeVisible();
    }
    await expect(area.contains(menu)).toBe(false);
    const box = menu.getBoundingClientRect();
    await expect({
      top: box.top >= 0,
      left: box.left >= 0,
      bottom: box.bottom <= window.innerHeight,
      right: box.right <= window.innerWidth,
    }).toEqual({ top: true, left: true, bottom: true, right: true });
    for (const [x, y] of [
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
      [box.left + 2, box.bottom - 2],
      [box.right - 2, box.bottom - 2],
    ] as const) {
      await expect(menu.contains(document.elementFromPoint(x, y))).toBe(true);
    }
  },
};

/** On a 390 px phone the calendar opens on the day view, with working header buttons. */
export const SalonPhone: Story = {
  ...PHONE_STORY,
  tags: ['role:salon', 'state:day', 'viewport:phone'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('grid', { name: 'Monday, March 16, 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
    await expect(await canvas.findByRole('grid', { name: 'Tuesday, March 17, 2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Slot' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Business Hours' })).toBeEnabled();
    await expectNoSidewaysScroll();
  },
};
