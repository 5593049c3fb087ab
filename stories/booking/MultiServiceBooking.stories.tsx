import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { websiteParameters } from '../support/page-meta';
import { bookingAreas, renderBooking, type BookingArgs, FIRST_DAY, FIXED_NOW } from './booking-story';

/**
 * Several services in one visit on the public booking page: BookingContainer against MSW,
 * on the fixture clock. The fixtures: on even days Stella does the whole visit; on odd days James does
 * the first part and Priya the rest; 19 March has no start that fits.
 */
const meta = {
  title: 'Catalogue/Site/MultiServiceBooking',
  render: renderBooking,
  tags: ['catalogue:multi-service-booking'],
  args: { now: FIXED_NOW },
  parameters: { ...websiteParameters(bookingAreas, '/book-appointment') },
} satisfies Meta<BookingArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A haircut, then a colour: the visit's services in order, and the times where both fit. */
async function planCutThenColour(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: FIRST_DAY, level: 2 });
  await userEvent.selectOptions(canvas.getByLabelText('Service'), 'Haircut · 45 min · $55.00');
  await userEvent.click(canvas.getByRole('button', { name: 'Add another service' }));
  await userEvent.selectOptions(canvas.getByLabelText('Service'), 'Colouring · 2 h · $140.00');
  const services = canvas.getByRole('list', { name: 'Services in the order of the visit' });
  await expect(
    within(services)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([expect.stringContaining('1. Haircut'), expect.stringContaining('2. Colouring')]);
  return canvas;
}

/** A visitor adds a second service, reorders the visit and puts it back: the start times follow. */
export const Default: Story = {
  tags: ['role:visitor', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = await planCutThenColour(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Colouring earlier' }));
    const services = canvas.getByRole('list', { name: 'Services in the order of the visit' });
    await expect(within(services).getAllByRole('listitem')[0]).toHaveTextContent('1. Colouring');
    await userEvent.click(canvas.getByRole('button', { name: 'Move Colouring later' }));
    await expect(within(services).getAllByRole('listitem')[0]).toHaveTextContent('1. Haircut');
    await expect(await canvas.findByText('3 start times fit on Monday, 16 March 2026')).toBeVisible();
  },
};

/** One stylist does the whole visit: a signed-in customer picks a start and the booking form opens. */
export const OneStylist: Story = {
  tags: ['role:customer', 'state:one-stylist'],
  args: { role: 'user' },
  play: async ({ canvasElement }) => {
    const canvas = await planCutThenColour(canvasElement);
    const start = await canvas.findByRole('button', { name: /^10:00 – 12:45/ });
    await expect(start).toHaveTextContent('With Stella Stylist');
    await expect(start).toHaveTextContent('10:45 Colour – Colouring');
    await userEvent.click(start);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('Haircut, then Colouring');
  },
};

/** No stylist does both: each part has its own stylist, named on the start. */
export const SeveralStylists: Story = {
  tags: ['role:visitor', 'state:several-stylists'],
  play: async ({ canvasElement }) => {
    const canvas = await planCutThenColour(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
    await canvas.findByRole('heading', { name: 'Tuesday, 17 March 2026', level: 2 });
    const start = await canvas.findByRole('button', { name: /^10:00 – 12:45/ });
    await expect(start).toHaveTextContent('Several stylists');
    await expect(start).toHaveTextContent('10:00 Haircuts – Haircut · James Carter');
    await expect(start).toHaveTextContent('10:45 Colour – Colouring · Priya Shah');
  },
};

/** No start fits on the day: a clear message and a jump to the next day where one does. */
export const NoneFree: Story = {
  tags: ['role:visitor', 'state:none-free'],
  play: async ({ canvasElement }) => {
    const canvas = await planCutThenColour(canvasElement);
    for (const day of ['Tuesday, 17 March 2026', 'Wednesday, 18 March 2026', 'Thursday, 19 March 2026']) {
      await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
      await canvas.findByRole('heading', { name: day, level: 2 });
    }
    await expect(await canvas.findByText('No start time fits all the services on this day.')).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Next day with a time: Friday, 20 March 2026' });
    await expect(next).toBeVisible();
  },
};
