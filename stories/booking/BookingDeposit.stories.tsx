import {
  depositBookingHandlers,
  MOCK_DECLINED,
  MOCK_ENDED_HOLD_TOKEN,
  MOCK_HOLD_KEY,
  MOCK_HOLD_TOKEN,
} from '@salon/api/mocks/handlers/booking-deposits';
import { MOCK_SALON_ID } from '@salon/api/mocks/factories/appointments';
import { keepHold } from '@salon/features/booking';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findDialog, type Scope } from '../support/dialog';
import { clickButton } from '../support/form';
import { websiteParameters } from '../support/page-meta';
import { expectNoSidewaysScroll, PHONE_STORY } from '../support/phone';
import {
  bookingAreas,
  FIXED_NOW,
  openBookingForm,
  renderBooking,
  typeGuestDetails,
  type BookingArgs,
} from './booking-story';

/**
 * The booking page's deposit step: a service with a deposit holds the time while the client
 * pays with a card (the offline test cards), then the Thank You view says what was paid.
 */
const meta = {
  title: 'Catalogue/Site/BookingDeposit',
  render: renderBooking,
  tags: ['catalogue:booking-deposit'],
  args: { now: FIXED_NOW },
  parameters: {
    ...websiteParameters({ deposits: depositBookingHandlers(), ...bookingAreas }, '/book-appointment'),
  },
} satisfies Meta<BookingArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const HELD_UNTIL = '5:10 AM New York time (EDT)';

/** Books Priya's 10:00 (the guest's details typed, a customer's filled in): the deposit step. */
async function openDepositStep(canvasElement: HTMLElement, guest: boolean): Promise<Scope> {
  const form = await openBookingForm(canvasElement);
  if (guest) await typeGuestDetails(form);
  else await waitFor(() => expect(form.getByLabelText('Phone')).toHaveValue('555-010-0100'));
  await clickButton(form, 'Book Appointment');
  return findDialog('Pay the deposit');
}

async function payWith(dialog: Scope, card: string) {
  await userEvent.type(dialog.getByLabelText('Card Number'), card);
  await clickButton(dialog, 'Pay $20.00');
}

/** Told before Book: the deposit in the service list and the booking form, with the salon's policy. */
export const BeforeBook: Story = {
  tags: ['role:visitor', 'state:before-book'],
  play: async ({ canvasElement }) => {
    const form = await openBookingForm(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('option', { name: "Men's Cut · 30 min · $35.00 · Deposit $20.00" }),
    ).toBeInTheDocument();
    await expect(canvas.getByText("Men's Cut: 30 min, $35.00, Deposit $20.00")).toBeInTheDocument();
    const summary = form.getByLabelText('Your booking');
    await expect(summary).toHaveTextContent(
      'A deposit of $20.00 is taken when you book; the rest is paid at the salon.',
    );
    await expect(summary).toHaveTextContent('Deposits are kept for cancellations within 24 hours');
  },
};

/** The amount, the time the booking is held until, the salon's policy and the card form. */
export const Default: Story = {
  tags: ['role:visitor', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openDepositStep(canvasElement, true);
    await expect(dialog.getByText('$20.00')).toBeVisible();
    await expect(dialog.getByText(HELD_UNTIL)).toBeVisible();
    await expect(dialog.getByLabelText("The salon's payment policy")).toHaveTextContent(
      'Deposits are kept for cancellations within 24 hours',
    );
    await expect(dialog.getByText(/^Test cards: 4242 4242 4242 4242/)).toBeVisible();
  },
};

/** A card that asks 3-D Secure: the bank's test dialog, approved; then Thank You with the deposit paid. */
export const RequiresAction: Story = {
  tags: ['role:visitor', 'state:requires-action'],
  play: async ({ canvasElement }) => {
    const dialog = await openDepositStep(canvasElement, true);
    await payWith(dialog, '4000002500003155');
    const bank = await findDialog('Authenticate your payment');
    await expect(bank.getByText('Your bank asks you to confirm this payment of $20.00.')).toBeVisible();
    await clickButton(bank, 'Complete authentication');
    const thanks = await findDialog('Thank You');
    await expect(thanks.getByText('Deposit paid: $20.00')).toBeVisible();
  },
};

/** A declined card: the bank's message with the card form ready again; the time stays held. */
export const Declined: Story = {
  tags: ['role:visitor', 'state:declined'],
  play: async ({ canvasElement }) => {
    const dialog = await openDepositStep(canvasElement, true);
    await payWith(dialog, '4000000000000002');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(MOCK_DECLINED);
    await expect(dialog.queryByText(/Your time was released/)).toBeNull();
    await expect(dialog.getByText(HELD_UNTIL)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pay $20.00' })).toBeEnabled();
  },
};

/** After a decline another card pays the same hold, without booking again. */
export const DeclinedRetry: Story = {
  tags: ['role:visitor', 'state:declined-retry'],
  play: async ({ canvasElement }) => {
    const dialog = await openDepositStep(canvasElement, true);
    await payWith(dialog, '4000000000000002');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(MOCK_DECLINED);
    await userEvent.clear(dialog.getByLabelText('Card Number'));
    await payWith(dialog, '4242424242424242');
    await expect((await findDialog('Thank You')).getByText('Deposit paid: $20.00')).toBeVisible();
  },
};

/**
 * Closing the step asks first: Keep paying returns to the card; Free the time releases the hold on the
 * server and closes the dialog.
 */
export const Leaving: Story = {
  tags: ['role:visitor', 'state:leaving'],
  play: async ({ canvasElement }) => {
    const dialog = await openDepositStep(canvasElement, true);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    const question = await dialog.findByRole('alertdialog');
    await expect(question).toHaveTextContent('Leave without paying?');
    await expect(question).toHaveTextContent(`Your time is held until ${HELD_UNTIL}; leaving frees it`);
    await clickButton(dialog, 'Keep paying');
    await expect(dialog.getByRole('button', { name: 'Pay $20.00' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await dialog.findByRole('alertdialog');
    await clickButton(dialog, 'Free the time');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    // The tab forgot the hold: nothing to reopen on a reload.
    await expect(Object.keys(sessionStorage).filter((key) => key.startsWith('salon-booking-hold:'))).toEqual(
      [],
    );
  },
};

/** Paid with 4242: Thank You, with the deposit paid. */
export const Success: Story = {
  tags: ['role:visitor', 'state:success'],
  play: async ({ canvasElement }) => {
    const dialog = await openDepositStep(canvasElement, true);
    await payWith(dialog, '4242424242424242');
    const thanks = await findDialog('Thank You');
    await expect(thanks.getByText('Deposit paid: $20.00')).toBeVisible();
    await expect(thanks.getByText(/^Your appointment AP-001099 for .+ with Priya Shah/)).toBeVisible();
  },
};

/** The e-mailed link (`?hold=`) reopens the held booking's payment step. */
export const FromLink: Story = {
  tags: ['role:visitor', 'state:from-link'],
  parameters: {
    ...websiteParameters(
      { deposits: depositBookingHandlers(), ...bookingAreas },
      `/book-appointment?hold=${MOCK_HOLD_TOKEN}`,
      '/book-appointment',
    ),
  },
  play: async () => {
    const dialog = await findDialog('Pay the deposit');
    await expect(dialog.getByText(HELD_UNTIL)).toBeVisible();
    await payWith(dialog, '4242424242424242');
    await expect((await findDialog('Thank You')).getByText('Deposit paid: $20.00')).toBeVisible();
  },
};

/** A reload while the time is held: the tab kept the hold's key, and the payment step opens again. */
export const Reloaded: Story = {
  tags: ['role:visitor', 'state:reloaded'],
  loaders: [
    () => {
      keepHold({ salon: MOCK_SALON_ID, idempotencyKey: MOCK_HOLD_KEY });
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const dialog = await findDialog('Pay the deposit');
    await expect(dialog.getByText(HELD_UNTIL)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pay $20.00' })).toBeVisible();
    // The page behind has its whole day (every stylist's times) before the picture is taken: the step
    // opened by itself, before the times came.
    await waitFor(() =>
      expect(within(canvasElement).getAllByText('3:30 PM', { exact: true }).length).toBeGreaterThanOrEqual(3),
    );
  },
};

/** The link of a hold that ended: the time was released; choose another one. */
export const LinkEnded: Story = {
  tags: ['role:visitor', 'state:link-ended'],
  parameters: {
    ...websiteParameters(
      { deposits: depositBookingHandlers(), ...bookingAreas },
      `/book-appointment?hold=${MOCK_ENDED_HOLD_TOKEN}`,
      '/book-appointment',
    ),
  },
  play: async () => {
    const dialog = await findDialog('Your time was released');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Your time was released and nothing was charged.',
    );
    await clickButton(dialog, 'Choose another time');
    await waitFor(() => expect(document.querySelector('dialog[open]')).toBeNull());
  },
};

/** A signed-in customer: the details are filled in, the deposit step is the same. */
export const CustomerDefault: Story = {
  tags: ['role:customer', 'state:default'],
  args: { role: 'user' },
  play: async ({ canvasElement }) => {
    const dialog = await openDepositStep(canvasElement, false);
    await expect(dialog.getByText(HELD_UNTIL)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pay $20.00' })).toBeVisible();
  },
};

export const CustomerRequiresAction: Story = {
  tags: ['role:customer', 'state:requires-action'],
  args: { role: 'user' },
  play: async ({ canvasElement }) => {
    const dialog = await openDepositStep(canvasElement, false);
    await payWith(dialog, '4000002500003155');
    await clickButton(await findDialog('Authenticate your payment'), 'Complete authentication');
    await expect((await findDialog('Thank You')).getByText('Deposit paid: $20.00')).toBeVisible();
  },
};

export const CustomerDeclined: Story = {
  tags: ['role:customer', 'state:declined'],
  args: { role: 'user' },
  play: async ({ canvasElement }) => {
    const dialog = await openDepositStep(canvasElement, false);
    await payWith(dialog, '4000002500003155');
    // Failing the bank's check declines like a refused card: the time stays held for another card.
    await clickButton(await findDialog('Authenticate your payment'), 'Fail authentication');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('unable to authenticate');
    await expect(dialog.getByRole('button', { name: 'Pay $20.00' })).toBeEnabled();
  },
};

export const CustomerSuccess: Story = {
  tags: ['role:customer', 'state:success'],
  args: { role: 'user' },
  play: async ({ canvasElement }) => {
    const dialog = await openDepositStep(canvasElement, false);
    await payWith(dialog, '4242424242424242');
    await expect((await findDialog('Thank You')).getByText('Deposit paid: $20.00')).toBeVisible();
  },
};

/** On a 390 px phone the step fits without sideways scrolling. */
export const Phone: Story = {
  ...PHONE_STORY,
  tags: ['role:visitor', 'state:default', 'viewport:phone'],
  play: async ({ canvasElement }) => {
    const dialog = await openDepositStep(canvasElement, true);
    await expect(dialog.getByRole('button', { name: 'Pay $20.00' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
