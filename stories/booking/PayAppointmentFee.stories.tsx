import { MOCK_FEE_TOKENS } from '@salon/api/mocks/factories/fee-payments';
import { feePaymentFailures, feePaymentHandlers } from '@salon/api/mocks/handlers/fee-payments';
import { PayAppointmentFeeContainer } from '@salon/features/booking';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

const route = (token: string) => `/salon/demo-salon/pay-appointment-fee?token=${token}`;

/** The page of a fee's e-mailed payment link (PayAppointmentFeeContainer) against MSW, offline. */
const meta = {
  title: 'Site/PayAppointmentFee',
  component: PayAppointmentFeeContainer,
  parameters: {
    route: route(MOCK_FEE_TOKENS.due),
    routePath: '/salon/:salonName/pay-appointment-fee',
    msw: { handlers: { fees: feePaymentHandlers() } },
  },
} satisfies Meta<typeof PayAppointmentFeeContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: { fees: [feePaymentFailures.loading] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Loading the payment' })).toBeVisible();
  },
};

/** The fee due, with the keyboard: Pay opens the bank's test step, completing it pays the fee. */
export const Approve: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('AP-004260')).toBeVisible();
    await expect(canvas.getByText('Monday, 16 March 2026, 9:00 AM New York time (EDT)')).toBeVisible();
    await expect(canvas.getByText('No-show fee: $25.00')).toBeVisible();
    canvas.getByRole('button', { name: 'Pay $25.00' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Authenticate your payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Thank you, the payment is complete');
    await expect(canvas.getByRole('heading', { name: 'Your fee is paid' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Pay/ })).toBeNull();
  },
};

/** Failing the bank's step: the payment is not completed. */
export const Declined: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay $25.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Authenticate your payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The payment was not completed. Please contact the salon.',
    );
  },
};

export const Paid: Story = {
  parameters: { route: route(MOCK_FEE_TOKENS.paid) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Thank you, the payment is complete');
  },
};

export const NothingDue: Story = {
  parameters: { route: route(MOCK_FEE_TOKENS.nothingDue) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'There is nothing to pay for this appointment',
    );
  },
};

export const InvalidLink: Story = {
  parameters: { route: route(MOCK_FEE_TOKENS.invalid) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This payment link is not valid');
  },
};

/** At 390 px: the visit and Pay fit without sideways scrolling. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Pay $25.00' })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
