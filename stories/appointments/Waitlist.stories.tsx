import { appointmentsFailures, appointmentsHandlers } from '@salon/api/mocks/handlers/appointments';
import { buildWaitlist } from '@salon/api/mocks/factories/availability';
import { getWaitlist } from '@salon/api/appointments/endpoints';
import { mockEndpoint, ok } from '@salon/api/mocks/http';
import type { Role } from '@salon/api/shared/schemas';
import { waitlistPage } from '../support/pages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  calendarHandlers,
  FIXED_NOW,
  OTHER_STYLIST_ID,
  WAITLIST_ROUTE,
  WAITLIST_ROUTE_PATH,
  findToast,
} from './calendar-story';
import { clickButton } from '../support/form';
import { findDialog } from '../support/dialog';

type Args = { role: Role };

/** /waitlist/{stylistId}/{stylistName} through WaitlistContainer against MSW, at the fixed clock. */
const meta = {
  title: 'Catalogue/Waitlist/Waitlist',
  tags: ['catalogue:waitlist'],
  render: () => waitlistPage(FIXED_NOW),
  args: { role: 'salon' },
  parameters: {
    route: WAITLIST_ROUTE,
    routePath: WAITLIST_ROUTE_PATH,
    msw: { handlers: calendarHandlers('salon') },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SalonDefault: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "Stella Stylist's Waitlist" }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Availabilities' })).toHaveAttribute(
      'href',
      `/stylist-sessions/${WAITLIST_ROUTE.split('/')[2]}/Stella%20Stylist`,
    );
    // 05:00 today is the fixed clock itself: locked. 14:00 is ahead: status, edit and delete available.
    const locked = await canvas.findByRole('combobox', {
      name: 'Status of Noah Brooks, Mon, Mar 16 · 05:00',
    });
    await expect(locked).toBeDisabled();
    await expect(canvas.getByRole('columnheader', { name: 'Action' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit appointment of Emily Johnson' })).toBeEnabled();
    // The dropdown opens on the current status (Waiting); the option above it is Confirmed.
    const status = canvas.getByRole('combobox', { name: 'Status of Emily Johnson, Mon, Mar 16 · 14:00' });
    status.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await expect(await findToast('Appointment status changed successfully')).toBeVisible();
  },
};

export const StylistEmpty: Story = {
  tags: ['role:stylist', 'state:empty'],
  args: { role: 'stylist' },
  parameters: {
    msw: {
      handlers: {
        ...calendarHandlers('stylist'),
        appointments: [appointmentsFailures.waitlistEmpty, ...appointmentsHandlers()],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('We could not find any waiting appointments.'),
    ).toBeVisible();
  },
};

/** Only appointments within 15 minutes: their status is locked and there is no Action column. */
export const Locked: Story = {
  tags: ['role:salon', 'state:locked'],
  parameters: {
    msw: {
      handlers: {
        ...calendarHandlers('salon'),
        appointments: [
          mockEndpoint(getWaitlist, () =>
            ok(
              buildWaitlist({
                appointments: buildWaitlist().appointments.filter((a) => a.timeAsAString === '05:00'),
              }),
            ),
          ),
          ...appointmentsHandlers(),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('combobox', { name: 'Status of Noah Brooks, Mon, Mar 16 · 05:00' }),
    ).toBeDisabled();
    await expect(canvas.queryByRole('columnheader', { name: 'Action' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit appointment/ })).toBeNull();
  },
};

export const StylistOtherWaitlist: Story = {
  tags: ['role:stylist', 'state:redirected'],
  args: { role: 'stylist' },
  parameters: {
    route: `/waitlist/${OTHER_STYLIST_ID}/James%20Carter`,
    msw: { handlers: calendarHandlers('stylist') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('redirected-to')).toHaveTextContent(/^\/$/);
  },
};

export const EditFromWaitlist: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit appointment of Emily Johnson' }));
    const dialog = await findDialog('Update Appointment');
    await expect(dialog.getByLabelText(/^Client name/)).toHaveValue('Emily Johnson');
    await clickButton(dialog, 'Update');
    await expect(await findToast('Appointment updated successfully')).toBeVisible();
  },
};
