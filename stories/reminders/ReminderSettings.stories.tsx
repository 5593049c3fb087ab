import { reminderHandlers } from '@salon/api/mocks/handlers/reminders';
import type { Role } from '@salon/api/shared/schemas';
import { RoleGuard } from '@salon/features/core';
import { REMINDER_SETTINGS_ROLES, ReminderSettingsContainer } from '@salon/features/reminders';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../support/expect';
import { pageParameters } from '../support/page-meta';

type Args = { role: Role };

/**
 * The reminder section of Booking settings (/booking-settings) through ReminderSettingsContainer against
 * MSW: 24 hours on and 2 hours off by default; the owner or a manager switches and saves.
 */
const meta = {
  title: 'Catalogue/BookingSettings/ReminderSettings',
  tags: ['catalogue:reminder-settings'],
  render: () => (
    <RoleGuard allow={REMINDER_SETTINGS_ROLES}>
      <ReminderSettingsContainer />
    </RoleGuard>
  ),
  args: { role: 'salon' },
  parameters: { ...pageParameters({ reminders: reminderHandlers() }, '/booking-settings') },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function section(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const region = within(await canvas.findByRole('region', { name: 'Appointment reminders' }));
  const day = await region.findByRole('switch', { name: 'E-mail 24 hours before the appointment' });
  const twoHours = region.getByRole('switch', { name: 'E-mail 2 hours before the appointment' });
  return { region, day, twoHours };
}

/** The defaults, then the 2-hour reminder switched on and saved: the server's message, the stored choice. */
export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const { region, day, twoHours } = await section(canvasElement);
    await expect(day).toBeChecked();
    await expect(twoHours).not.toBeChecked();
    await userEvent.click(twoHours);
    await userEvent.click(region.getByRole('button', { name: 'Save' }));
    await expectToast('Reminder settings saved');
    await waitFor(() => expect(twoHours).toBeChecked());
  },
};

/** A manager turns the 24-hour reminder off. */
export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    const { region, day } = await section(canvasElement);
    await userEvent.click(day);
    await userEvent.click(region.getByRole('button', { name: 'Save' }));
    await expectToast('Reminder settings saved');
    await expect(day).not.toBeChecked();
  },
};
