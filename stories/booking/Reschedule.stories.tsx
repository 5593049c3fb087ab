import { FIXED_NOW } from '@salon/api/mocks/clock';
import { MOCK_RESCHEDULE_TOKENS } from '@salon/api/mocks/factories/visits';
import { bookingHandlers } from '@salon/api/mocks/handlers/booking';
import { visitFailures, visitHandlers } from '@salon/api/mocks/handlers/visits';
import { RescheduleContainer } from '@salon/features/booking';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFormAlert } from '../support/form';
import { websiteParameters } from '../support/page-meta';
import type { Args } from '../shop/shop-story';

const path = (token: string) => `/reschedule-appointment?token=${token}`;

/**
 * The reschedule page of an e-mailed link (or of My appointments) through RescheduleContainer against
 * MSW: the same service and stylist, a new time; the fixture clock is Monday 16 March 2026.
 */
const meta = {
  title: 'Catalogue/Site/Reschedule',
  tags: ['catalogue:reschedule'],
  render: () => <RescheduleContainer now={FIXED_NOW} />,
  args: {},
  parameters: {
    ...websiteParameters(
      { visits: visitHandlers(), booking: bookingHandlers() },
      path(MOCK_RESCHEDULE_TOKENS.open),
      '/reschedule-appointment',
    ),
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstFreeTime = async (canvas: ReturnType<typeof within>) => {
  const group = await canvas.findByRole('region', { name: 'Stella Stylist' });
  const buttons = within(group)
    .getAllByRole('button')
    .filter((button) => !button.hasAttribute('disabled'));
  return buttons[0]!;
};

/** The visit, the stylist's times of its day, and the button naming the time picked. */
export const Default: Story = {
  tags: ['role:visitor', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('AP-004249')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Pick a new time with Stella Stylist' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose a new time' })).toBeDisabled();
    await userEvent.click(await firstFreeTime(canvas));
    await expect(canvas.getByRole('button', { name: /^Move to / })).toBeEnabled();
  },
};

/** The client moves the visit: the server's message and the new time. */
export const Success: Story = {
  tags: ['role:visitor', 'state:success'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await firstFreeTime(canvas));
    await userEvent.click(canvas.getByRole('button', { name: /^Move to / }));
    const message = await canvas.findByText('Your appointment has been moved');
    await waitFor(() => expect(message).toHaveFocus());
    await expect(canvas.getByRole('heading', { name: 'Your appointment is moved' })).toBeVisible();
  },
};

/** A signed-in customer from My appointments: the way back goes there. */
export const Customer: Story = {
  tags: ['role:customer', 'state:default'],
  args: { role: 'user' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Back to My appointments' })).toHaveAttribute(
      'href',
      '/salon/demo-salon/my-appointments',
    );
  },
};

/** Someone was faster: the server's 409 message, and the day read again. */
export const Taken: Story = {
  tags: ['role:visitor', 'state:taken'],
  parameters: {
    msw: { handlers: { visits: [visitFailures.taken, ...visitHandlers()] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await firstFreeTime(canvas));
    await userEvent.click(canvas.getByRole('button', { name: /^Move to / }));
    const message = await canvas.findByText('This time slot has just been booked, please choose another one');
    await waitFor(() => expect(message).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Choose a new time' })).toBeDisabled();
  },
};

/** Past the salon's deadline (24 hours): its policy and phone, no times offered. */
export const TooLate: Story = {
  tags: ['role:visitor', 'state:too-late'],
  parameters: { route: `/salon/demo-salon${path(MOCK_RESCHEDULE_TOKENS.tooLate)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'This appointment can no longer be rescheduled online: the salon allows changes up to 24 hours before. Please call the salon on 212-555-0100.',
    );
    await expect(canvas.queryByRole('button', { name: 'Choose a new time' })).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['role:visitor', 'state:loading'],
  parameters: { msw: { handlers: { visits: [visitFailures.infoLoading] } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'Loading your appointment' }),
    ).toBeVisible();
  },
};

export const InvalidLink: Story = {
  tags: ['role:visitor', 'state:invalid'],
  parameters: { route: `/salon/demo-salon${path(MOCK_RESCHEDULE_TOKENS.invalid)}` },
  play: async ({ canvasElement }) => {
    await expectFormAlert(within(canvasElement), 'This reschedule link is not valid');
  },
};
