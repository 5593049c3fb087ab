import { salonTimeZoneFailures, salonTimeZoneHandlers } from '@salon/api/mocks/handlers/booking-settings';
import type { Role } from '@salon/api/shared/schemas';
import { TimeZoneSettingsContainer } from '@salon/features/booking-settings';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectToast } from '../support/expect';
import { pageParameters } from '../support/page-meta';

type Args = { role: Role };

/**
 * The time-zone section of Booking settings (/booking-settings) through TimeZoneSettingsContainer against
 * MSW: New York by default; the owner picks London, the section says what changes before saving, and
 * the server's message follows; a manager may change it too.
 */
const meta = {
  title: 'Catalogue/BookingSettings/TimeZoneSettings',
  tags: ['catalogue:time-zone-settings'],
  render: () => <TimeZoneSettingsContainer />,
  args: { role: 'salon' },
  parameters: { ...pageParameters({ salonTimeZone: salonTimeZoneHandlers() }, '/booking-settings') },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function section(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('region', { name: 'Time zone' }));
}

/** New York to London: what changes is said before saving, then the server's message. */
export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await expect(await region.findByText('America/New_York')).toBeVisible();
    await userEvent.type(region.getByRole('combobox', { name: /Time zone/ }), 'Europe/London{Enter}');
    await expect(region.getByRole('status')).toHaveTextContent(
      'From America/New_York to Europe/London. Booked appointments keep their moment; their times will show in the new zone.',
    );
    await userEvent.click(region.getByRole('button', { name: 'Save' }));
    await expectToast("Time zone saved: the salon's times now show in Europe/London");
    await expect(region.queryByRole('status')).toBeNull();
  },
};

/** Another zone chosen, not saved yet: the section says what the change does. */
export const Changing: Story = {
  tags: ['role:salon', 'state:update'],
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await expect(await region.findByText('America/New_York')).toBeVisible();
    await userEvent.type(region.getByRole('combobox', { name: /Time zone/ }), 'Asia/Tokyo{Enter}');
    await expect(region.getByRole('status')).toHaveTextContent(
      'From America/New_York to Asia/Tokyo. Booked appointments keep their moment; their times will show in the new zone. Free times ahead are made again from each stylist’s hours in the new zone.',
    );
  },
};

/** A manager changes it as the owner does. */
export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await expect(await region.findByText('America/New_York')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['role:salon', 'state:loading'],
  parameters: { msw: { handlers: { salonTimeZone: [salonTimeZoneFailures.loading] } } },
  play: async ({ canvasElement }) => {
    await section(canvasElement);
  },
};
