import { subServiceId } from '@salon/api/mocks/factories/services';
import { bookingFailures, bookingHandlers } from '@salon/api/mocks/handlers/booking';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { websiteParameters } from '../support/page-meta';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  bookingAreas,
  renderBooking,
  type BookingArgs,
  FIRST_DAY,
  FIXED_NOW,
  fullDayHandlers,
  PRIYA_10,
  siteHandlers,
} from './booking-story';

/** The public booking page (BookingContainer) against MSW, on the fixture clock (05:00 in New York). */
const meta = {
  title: 'Catalogue/Site/Booking',
  render: renderBooking,
  tags: ['catalogue:booking'],
  args: { now: FIXED_NOW },
  parameters: { ...websiteParameters(bookingAreas, '/book-appointment') },
} satisfies Meta<BookingArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first free day is looked up: the salon shows, the slots wait. */
export const Loading: Story = {
  tags: ['role:visitor', 'state:loading'],
  parameters: {
    msw: {
      handlers: { website: siteHandlers, booking: [bookingFailures.nextLoading, ...bookingHandlers()] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Demo Salon')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Finding the first free day…');
    await expect(canvas.getByRole('img', { name: 'Loading time slots' })).toBeVisible();
  },
};

/**
 * Opens on the first day with a free slot, says which clock, names every slot in full; taken slots are
 * disabled and say why; the stylist filter narrows the grid; the chosen service shows duration and price.
 */
export const Default: Story = {
  tags: ['role:visitor', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: FIRST_DAY, level: 2 });
    await expect(canvas.getByText('All times are New York time (EDT).')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: PRIYA_10 })).toBeEnabled();
    await expect(
      canvas.getByRole('button', { name: '10:00 AM, Monday 16 March 2026, with James Carter, Confirmed' }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: '1:30 PM, Monday 16 March 2026, with Priya Shah, Waiting' }),
    ).toBeDisabled();
    // The calendar's days carry their full date.
    await expect(await canvas.findByRole('button', { name: /^Tuesday, 17 March 2026/ })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /^Sunday, 15 March 2026/ })).toBeDisabled();

    await userEvent.selectOptions(canvas.getByLabelText('Service'), 'Haircut · 45 min · $55.00');
    await expect(canvas.getByText('Haircut: 45 min, $55.00')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Filter by stylist'), 'Priya Shah');
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'James Carter' })).toBeNull());
    await expect(await canvas.findByRole('heading', { name: 'Priya Shah' })).toBeVisible();
  },
};

/** From a service card of the site home: the booking page opens with that service chosen. */
export const ServiceFromLink: Story = {
  tags: ['role:visitor', 'state:default'],
  parameters: { route: `/salon/demo-salon/book-appointment?serviceId=${subServiceId(1)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: FIRST_DAY, level: 2 });
    await waitFor(() => expect(canvas.getByText('Haircut: 45 min, $55.00')).toBeVisible());
    await expect(canvas.getByLabelText('Service')).toHaveDisplayValue('Haircut · 45 min · $55.00');
  },
};

/** A slot pressed before a service is chosen: the service select says so and takes focus. */
export const ServiceFirst: Story = {
  tags: ['role:visitor', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: PRIYA_10 }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please choose a service first');
    await expect(canvas.getByLabelText('Service')).toHaveFocus();
  },
};

/** Moving between days with the keyboard: the next-day button and the calendar grid. */
export const ChangeDay: Story = {
  tags: ['role:visitor', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: FIRST_DAY, level: 2 });
    await expect(canvas.getByRole('button', { name: 'Previous day' })).toBeDisabled();
    canvas.getByRole('button', { name: 'Next day' }).focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('heading', { name: 'Tuesday, 17 March 2026', level: 2 });
    await expect(
      await canvas.findByRole('button', { name: '10:00 AM, Tuesday 17 March 2026, with Priya Shah' }),
    ).toBeEnabled();
    (await canvas.findByRole('button', { name: /^Friday, 20 March 2026/ })).focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('heading', { name: 'Friday, 20 March 2026', level: 2 });
  },
};

/** No slot at all this day, and none in the horizon: the spec's empty message. */
export const Empty: Story = {
  tags: ['role:visitor', 'state:empty'],
  parameters: {
    msw: {
      handlers: {
        website: siteHandlers,
        booking: [bookingFailures.dayEmpty, bookingFailures.nextNone, ...bookingHandlers()],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No Time Slots Available for this day')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: FIRST_DAY, level: 2 })).toBeVisible();
  },
};

/** Every slot of the day is taken: a jump to the next day with a free slot. */
export const FullDay: Story = {
  tags: ['role:visitor', 'state:empty'],
  parameters: { msw: { handlers: { website: siteHandlers, booking: fullDayHandlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No free times left on this day.')).toBeVisible();
    const next = await canvas.findByRole('button', {
      name: 'Next available: Wednesday, 18 March 2026',
    });
    await userEvent.click(next);
    await canvas.findByRole('heading', { name: 'Wednesday, 18 March 2026', level: 2 });
    // The day it lands on has free times.
    const free = await canvas.findAllByRole('button', { name: /Wednesday 18 March 2026, with/ });
    await expect(free[0]).toBeEnabled();
  },
};

/** A signed-in customer: told their details are filled in. */
export const Customer: Story = {
  tags: ['role:customer', 'state:default'],
  args: { role: 'user' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Booking as Chris Client: your details are filled in for you.'),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: PRIYA_10 })).toBeEnabled();
  },
};
