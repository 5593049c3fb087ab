import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FirstStepsCard } from './FirstStepsCard';

const NONE = { services: false, stylistHours: false, websiteLook: false, bookingLink: false };
/** A small stand-in for the QR code the container draws from the link. */
const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="white"/><rect width="2" height="2" fill="black"/><rect x="2" y="2" width="2" height="2" fill="black"/></svg>';

const meta = {
  title: 'Screens/Dashboard/FirstStepsCard',
  component: FirstStepsCard,
  args: {
    done: NONE,
    bookingUrl: 'http://localhost:3000/salon/demo-salon/book-appointment',
    qrCodeSvg: null,
    onOpenStep: fn(),
    onCopyLink: fn(),
    onToggleQrCode: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof FirstStepsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new salon: every step to do, each with the way to where it is done. */
export const NothingDone: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 of 4 steps done')).toBeVisible();
    // The link step says when it is ticked, and shows the link.
    await expect(canvas.getByText('Ticked when the first booking comes in through your site.')).toBeVisible();
    await expect(canvas.getByText(args.bookingUrl)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add services' }));
    await expect(args.onOpenStep).toHaveBeenCalledWith('services');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopyLink).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss first steps' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Two steps done: they are ticked and offer no button. */
export const PartlyDone: Story = {
  args: { done: { ...NONE, services: true, websiteLook: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 of 4 steps done')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Add services, done' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add services' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add stylists' })).toBeVisible();
  },
};

/** A service takes a deposit before payouts are set up: the step appears, and leads to Payouts. */
export const PayoutsToSetUp: Story = {
  args: { done: { ...NONE, services: true, payouts: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 of 5 steps done')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Set up payouts, to do' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Set up payouts' }));
    await expect(args.onOpenStep).toHaveBeenCalledWith('payouts');
  },
};

/** The booking link's QR code, to print. */
export const WithQrCode: Story = {
  args: { qrCodeSvg: QR_SVG },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /^QR code of your booking link/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide QR code' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
