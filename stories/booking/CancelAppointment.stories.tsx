import { getCancelInfo } from '@salon/api/booking/endpoints';
import { buildCancelInfo, MOCK_CANCEL_TOKENS } from '@salon/api/mocks/factories/booking';
import { mockEndpoint, ok } from '@salon/api/mocks/http';
import { bookingFailures, bookingHandlers } from '@salon/api/mocks/handlers/booking';
import { CancelAppointmentContainer } from '@salon/features/booking';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectFormAlert } from '../support/form';
import { expectTexts } from '../support/expect';

const route = (token: string) => `/salon/demo-salon/cancel-appointment?token=${token}`;

/** The cancel link of a booking's confirmation e-mail (CancelAppointmentContainer) against MSW. */
const meta = {
  title: 'Site/CancelAppointment',
  component: CancelAppointmentContainer,
  parameters: {
    route: route(MOCK_CANCEL_TOKENS.open),
    routePath: '/salon/:salonName/cancel-appointment',
    msw: { handlers: { booking: bookingHandlers() } },
  },
} satisfies Meta<typeof CancelAppointmentContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: { booking: [bookingFailures.cancelInfoLoading] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Loading your appointment' })).toBeVisible();
  },
};

/** The booking in the salon's clock, and 'Cancel booking', pressed with the keyboard: cancelled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('AP-004249')).toBeVisible();
    await expectTexts(canvas, [
      'Demo Salon',
      'Stella Stylist',
      'Tuesday, 17 March 2026, 11:00 AM New York time (EDT)',
      'You can cancel or reschedule online up to 24 hours before your appointment.',
    ]);
    canvas.getByRole('button', { name: 'Cancel booking' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your appointment has been cancelled');
    await expect(canvas.getByRole('heading', { name: 'Your appointment is cancelled' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  },
};

/** Inside the window, a salon with a late-cancellation fee says what a cancel now charges. */
export const LateCancellationFee: Story = {
  parameters: {
    msw: {
      handlers: {
        booking: [
          mockEndpoint(getCancelInfo, () => ok(buildCancelInfo({ cutoffMinutes: 1440, lateCancelFee: 10 }))),
          ...bookingHandlers(),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "You can cancel or reschedule online up to 24 hours before your appointment. Cancelling now charges the salon's late-cancellation fee of $10.00 to your card on file.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  },
};

export const Cancelled: Story = {
  parameters: { route: route(MOCK_CANCEL_TOKENS.cancelled) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'This appointment was already cancelled',
    );
    await expect(canvas.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  },
};

export const TooLate: Story = {
  parameters: { route: route(MOCK_CANCEL_TOKENS.tooLate) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'This appointment can no longer be cancelled online. Please call the salon on 212-555-0100.',
    );
    await expect(canvas.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  },
};

/** It became too late between opening the page and pressing the button: the server's message. */
export const TooLateOnCancel: Story = {
  parameters: {
    msw: { handlers: { booking: [bookingFailures.cancelTooLate, ...bookingHandlers()] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel booking' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'This appointment can no longer be cancelled online. Please call the salon on 212-555-0100.',
    );
  },
};

export const InvalidLink: Story = {
  parameters: { route: route(MOCK_CANCEL_TOKENS.invalid) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFormAlert(canvas, 'This cancellation link is not valid');
    await expect(canvas.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute(
      'href',
      '/salon/demo-salon/book-appointment',
    );
  },
};

export const MalformedLink: Story = {
  parameters: { route: route('not-a-token') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFormAlert(canvas, 'This cancellation link is not valid');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { booking: [bookingFailures.cancelInfoError] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFormAlert(canvas, 'Something went wrong.');
  },
};
