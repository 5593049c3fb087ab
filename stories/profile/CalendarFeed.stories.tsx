import { calendarFeedFixtures } from '@salon/api/mocks/factories/calendar-feeds';
import { calendarFeedHandlers } from '@salon/api/mocks/handlers/calendar-feeds';
import type { Role } from '@salon/api/shared/schemas';
import { CalendarFeedContainer } from '@salon/features/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../support/expect';
import { pageParameters } from '../support/page-meta';

type Args = { role: Role };

/**
 * My Profile's calendar subscription (CalendarFeedContainer against MSW): the private address to copy,
 * make anew or revoke; the owner's and manager's hold the whole salon, a stylist's their own visits.
 */
const meta = {
  title: 'Catalogue/Profile/CalendarFeed',
  tags: ['catalogue:calendar-feed'],
  render: () => <CalendarFeedContainer />,
  args: { role: 'salon' },
  parameters: { ...pageParameters({ calendarFeeds: calendarFeedHandlers() }, '/my-profile') },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function section(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Calendar subscription' });
  return canvas;
}

/** The owner's address of the whole salon; a new one replaces it. */
export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = await section(canvasElement);
    const address = await canvas.findByRole('textbox', { name: 'Your private calendar address' });
    const before = (address as HTMLInputElement).value;
    await expect(before).toMatch(/\/api\/v1\/calendar-feed\/.+\.ics$/);
    await expect(canvas.getByText(/every appointment of the salon/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Make a new address' }));
    await expectToast('A new calendar address was made; the old one no longer works');
    await waitFor(() => expect((address as HTMLInputElement).value).not.toBe(before));
  },
};

/** A manager revokes the address: the section offers to make one. */
export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    const canvas = await section(canvasElement);
    await canvas.findByRole('textbox', { name: 'Your private calendar address' });
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke' }));
    await expectToast('The calendar address was revoked');
    await expect(await canvas.findByText(/You have no calendar address/)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A stylist's address holds their own appointments. */
export const Stylist: Story = {
  tags: ['role:stylist', 'state:default'],
  args: { role: 'stylist' },
  parameters: { msw: { handlers: { calendarFeeds: calendarFeedHandlers(calendarFeedFixtures.stylist) } } },
  play: async ({ canvasElement }) => {
    const canvas = await section(canvasElement);
    await expect(await canvas.findByText(/to see your appointments\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy address' })).toBeEnabled();
  },
};

/** Revoked: no address until the owner makes one. */
export const SalonRevoked: Story = {
  tags: ['role:salon', 'state:revoked'],
  parameters: { msw: { handlers: { calendarFeeds: calendarFeedHandlers(calendarFeedFixtures.revoked) } } },
  play: async ({ canvasElement }) => {
    const canvas = await section(canvasElement);
    await expect(await canvas.findByText(/You have no calendar address/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Make an address' }));
    const address = await canvas.findByRole('textbox', { name: 'Your private calendar address' });
    await expect((address as HTMLInputElement).value).toMatch(/\.ics$/);
  },
};

export const ManagerRevoked: Story = {
  tags: ['role:manager', 'state:revoked'],
  args: { role: 'manager' },
  parameters: { msw: { handlers: { calendarFeeds: calendarFeedHandlers(calendarFeedFixtures.revoked) } } },
  play: async ({ canvasElement }) => {
    const canvas = await section(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Make an address' })).toBeEnabled();
  },
};

export const StylistRevoked: Story = {
  tags: ['role:stylist', 'state:revoked'],
  args: { role: 'stylist' },
  parameters: {
    msw: {
      handlers: {
        calendarFeeds: calendarFeedHandlers({ ...calendarFeedFixtures.revoked, scope: 'stylist' }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await section(canvasElement);
    await expect(await canvas.findByText(/to see your appointments in Google Calendar/)).toBeVisible();
  },
};
