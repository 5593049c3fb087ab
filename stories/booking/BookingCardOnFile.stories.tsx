import { cardOnFileBookingHandlers, MOCK_DECLINED } from '@salon/api/mocks/handlers/booking-deposits';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { findDialog, type Scope } from '../support/dialog';
import { clickButton } from '../support/form';
import { websiteParameters } from '../support/page-meta';
import {
  bookingAreas,
  FIXED_NOW,
  openBookingForm,
  renderBooking,
  typeGuestDetails,
  type BookingArgs,
} from './booking-story';

/**
 * The booking page's deposit step in its card mode: a card-on-file service holds the time
 * while the client saves a card for the salon's no-show policy (nothing is charged), with the offline
 * test cards; then the Thank You view.
 */
const meta = {
  title: 'Catalogue/Site/BookingCardOnFile',
  render: renderBooking,
  tags: ['catalogue:booking-deposit'],
  args: { now: FIXED_NOW },
  parameters: {
    ...websiteParameters({ cards: cardOnFileBookingHandlers(), ...bookingAreas }, '/book-appointment'),
  },
} satisfies Meta<BookingArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Books Priya's 10:00 as a guest: the card step. */
async function openCardStep(canvasElement: HTMLElement): Promise<Scope> {
  const form = await openBookingForm(canvasElement);
  await typeGuestDetails(form);
  await clickButton(form, 'Book Appointment');
  return findDialog('Save your card');
}

async function saveWith(dialog: Scope, card: string) {
  await userEvent.type(dialog.getByLabelText('Card Number'), card);
  await clickButton(dialog, 'Save card');
}

/** Told before Book: 'Card required' in the service list, and what the card is for in the form. */
export const BeforeBook: Story = {
  tags: ['role:visitor', 'state:before-book'],
  play: async ({ canvasElement }) => {
    const form = await openBookingForm(canvasElement);
    await expect(
      within(canvasElement).getByRole('option', { name: "Men's Cut · 30 min · $35.00 · Card required" }),
    ).toBeInTheDocument();
    await expect(form.getByLabelText('Your booking')).toHaveTextContent(
      'A card is saved when you book, for the salon’s no-show policy; nothing is charged now.',
    );
  },
};

/** Nothing charged now, the no-show fee, the time held, the salon's policy and the card form. */
export const Default: Story = {
  tags: ['role:visitor', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openCardStep(canvasElement);
    await expect(
      dialog.getByText(/nothing is charged now\. A no-show may be charged \$25\.00\./),
    ).toBeVisible();
    await expect(dialog.getByText('5:10 AM New York time (EDT)')).toBeVisible();
    await expect(dialog.getByLabelText("The salon's payment policy")).toHaveTextContent(
      'Deposits are kept for cancellations within 24 hours',
    );
    await expect(dialog.getByText(/^Test cards: 4242 4242 4242 4242/)).toBeVisible();
  },
};

const CARD_SAVED = "Your card is saved for the salon's no-show policy; nothing was charged.";

/** A card that asks 3-D Secure: the bank's test dialog, approved; then Thank You without a payment. */
export const RequiresAction: Story = {
  tags: ['role:visitor', 'state:requires-action'],
  play: async ({ canvasElement }) => {
    const dialog = await openCardStep(canvasElement);
    await saveWith(dialog, '4000002500003155');
    const bank = await findDialog('Authenticate your payment');
    await expect(bank.getByText('Your bank asks you to confirm saving this card.')).toBeVisible();
    await clickButton(bank, 'Complete authentication');
    const thanks = await findDialog('Thank You');
    await expect(thanks.getByText(CARD_SAVED)).toBeVisible();
    await expect(thanks.queryByText(/Deposit paid/)).toBeNull();
  },
};

/** A declined card: the bank's message with the card form ready again; the time stays held. */
export const Declined: Story = {
  tags: ['role:visitor', 'state:declined'],
  play: async ({ canvasElement }) => {
    const dialog = await openCardStep(canvasElement);
    await saveWith(dialog, '4000000000000002');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(MOCK_DECLINED);
    await expect(dialog.queryByText(/Your time was released/)).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Save card' })).toBeEnabled();
  },
};

/** Saved with 4242: Thank You for the booking. */
export const Success: Story = {
  tags: ['role:visitor', 'state:success'],
  play: async ({ canvasElement }) => {
    const dialog = await openCardStep(canvasElement);
    await saveWith(dialog, '4242424242424242');
    const thanks = await findDialog('Thank You');
    await expect(thanks.getByText(/^Your appointment AP-001099 for .+ with Priya Shah/)).toBeVisible();
    await expect(thanks.getByText(CARD_SAVED)).toBeVisible();
    await expect(thanks.queryByText(/Deposit paid/)).toBeNull();
  },
};
