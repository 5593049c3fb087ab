import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisitFacts, VisitLinkPending } from './VisitLinkPage';

const meta = {
  title: 'Site/VisitLinkPage',
  component: VisitLinkPending,
  args: {
    title: 'Cancel your appointment',
    state: { status: 'loading' },
    loadingLabel: 'Loading your appointment',
    back: <a href="/salon/demo-salon/book-appointment">Book an appointment</a>,
  },
} satisfies Meta<typeof VisitLinkPending>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's heading over a placeholder the screen reader names, marked busy. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Cancel your appointment' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Loading your appointment' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A link the server did not sign: the problem is announced, with the way back to the salon. */
export const InvalidLink: Story = {
  args: { state: { status: 'invalid', message: 'This link is not valid' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link is not valid');
    await expect(canvas.getByRole('link', { name: 'Book an appointment' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The visit's facts: a line the visit lacks (here its service) is left out, not shown empty. */
export const Facts: Story = {
  render: () => (
    <VisitFacts
      facts={[
        ['Booking', 'AP-004249'],
        ['Salon', 'Demo Salon'],
        null,
        ['When', 'Tuesday, 17 March 2026, 11:00 AM New York time (EDT)'],
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getAllByRole('definition')[0]!.closest('dl');
    await expect(list).toHaveAccessibleName('Your appointment');
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Booking',
      'Salon',
      'When',
    ]);
  },
};
