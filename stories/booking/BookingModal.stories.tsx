import type { Meta, StoryObj } from '@storybook/react-vite';
import { websiteParameters } from '../support/page-meta';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  bookingAreas,
  FIXED_NOW,
  openBookingForm,
  PRIYA_10,
  PRIYA_1030,
  renderBooking,
  siteHandlers,
  slotTakenScenario,
  tabTo,
  TAKEN_MESSAGE,
  typeGuestDetails,
  type BookingArgs,
} from './booking-story';
import { expectDialogClosed, expectTexts } from '../support/expect';
import { expectValues, clickButton, typeInto } from '../support/form';
import { findDialog } from '../support/dialog';

/** The booking modal of the public booking page (BookingContainer) against MSW, used with the keyboard. */
const meta = {
  title: 'Catalogue/Site/BookingModal',
  render: renderBooking,
  tags: ['catalogue:booking-modal'],
  args: { now: FIXED_NOW },
  parameters: { ...websiteParameters(bookingAreas, '/book-appointment') },
} satisfies Meta<BookingArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form for a guest: what is booked (service, duration, price, stylist, time and zone), empty fields. */
export const Default: Story = {
  tags: ['role:visitor', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openBookingForm(canvasElement);
    await expect(dialog.getByText("Men's Cut · 30 min · $35.00")).toBeVisible();
    await expectTexts(dialog, ['Priya Shah', 'Monday, 16 March 2026, 10:00 AM New York time (EDT)']);
    await waitFor(() => expect(dialog.getByLabelText('Name')).toHaveFocus());
    await expect(dialog.getByLabelText('Email')).toHaveValue('');
    await expect(dialog.getByLabelText('Create an account with these details')).not.toBeChecked();
  },
};

/**
 * Every required field empty: the spec's messages, and the focus on the first field in error; the gender
 * and the comment are optional.
 */
export const Validation: Story = {
  tags: ['role:visitor', 'state:validation'],
  play: async ({ canvasElement }) => {
    const dialog = await openBookingForm(canvasElement);
    await clickButton(dialog, 'Book Appointment');
    const messages = dialog.getAllByRole('alert').map((alert) => alert.textContent);
    await expect(messages).toEqual([
      'Please enter your Name',
      'Please enter your Email',
      'Please enter your phone number.',
    ]);
    await waitFor(() => expect(dialog.getByLabelText('Name')).toHaveFocus());
    await expect(dialog.getByRole('group', { name: 'Gender (optional)' })).toBeVisible();
    await typeInto(dialog, { Email: 'noah@example', Phone: '212555' });
    await expectTexts(dialog, ['Invalid Email', 'Phone number must be of 10 digits.']);
  },
};

/** Booked with the keyboard alone: Thank You; closing it returns focus to the page. */
export const Success: Story = {
  tags: ['role:visitor', 'state:success'],
  play: async ({ canvasElement }) => {
    const dialog = await openBookingForm(canvasElement);
    await typeGuestDetails(dialog);
    await tabTo('Book Appointment');
    await userEvent.keyboard('{Enter}');
    const thanks = await findDialog('Thank You');
    await expect(
      thanks.getByText(
        /^Your appointment AP-001099 for .+ with Priya Shah on Monday, 16 March 2026 at 10:00 AM New York time \(EDT\) has been booked\.$/,
      ),
    ).toBeVisible();
    // Confirmed at once (the salon's default): nothing is left to wait for.
    await expect(thanks.queryByText('The salon will confirm it shortly.')).toBeNull();
    await waitFor(() => expect(thanks.getByRole('button', { name: 'Done' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expectDialogClosed();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: PRIYA_10 })).toHaveFocus());
  },
};

/** A signed-in customer: their name, e-mail, phone and gender are filled in; no account offer. */
export const Customer: Story = {
  tags: ['role:customer', 'state:default'],
  args: { role: 'user' },
  play: async ({ canvasElement }) => {
    const dialog = await openBookingForm(canvasElement);
    await expectValues(dialog, { Name: 'Chris Client', Email: 'user@example.com' });
    await waitFor(() => expect(dialog.getByLabelText('Phone')).toHaveValue('555-010-0100'));
    await expect(dialog.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(dialog.queryByLabelText('Create an account with these details')).toBeNull();
  },
};

/** A customer books with Enter alone: nothing to retype. */
export const CustomerSuccess: Story = {
  tags: ['role:customer', 'state:success'],
  args: { role: 'user' },
  play: async ({ canvasElement }) => {
    const dialog = await openBookingForm(canvasElement);
    await waitFor(() => expect(dialog.getByRole('radio', { name: 'Female' })).toBeChecked());
    await tabTo('Book Appointment');
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog', { name: 'Thank You' })).toBeVisible();
  },
};

/** A customer's validation: a cleared phone shows the spec's message. */
export const CustomerValidation: Story = {
  tags: ['role:customer', 'state:validation'],
  args: { role: 'user' },
  play: async ({ canvasElement }) => {
    const dialog = await openBookingForm(canvasElement);
    const phone = dialog.getByLabelText('Phone');
    await waitFor(() => expect(phone).toHaveValue('555-010-0100'));
    await userEvent.clear(phone);
    await clickButton(dialog, 'Book Appointment');
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please enter your phone number.');
  },
};

const taken = slotTakenScenario();

/**
 * The slot is taken while the form is filled: the server's message, the form kept, fresh free times of
 * the same stylist to pick from; the page's grid shows the slot as Waiting.
 */
export const SlotTaken: Story = {
  tags: ['role:visitor', 'state:error'],
  beforeEach: () => {
    taken.reset();
  },
  parameters: { msw: { handlers: { website: siteHandlers, booking: taken.handlers } } },
  play: async ({ canvasElement }) => {
    const dialog = await openBookingForm(canvasElement);
    await typeGuestDetails(dialog);
    await userEvent.type(dialog.getByLabelText('Comment (optional)'), 'Short on the sides');
    await clickButton(dialog, 'Book Appointment');
    await expect(await dialog.findByText(TAKEN_MESSAGE)).toBeVisible();
    await expectValues(dialog, { Name: 'Noah Brooks', 'Comment (optional)': 'Short on the sides' });
    await expect(
      await within(canvasElement).findByRole('button', {
        name: '10:00 AM, Monday 16 March 2026, with Priya Shah, Waiting',
      }),
    ).toBeDisabled();
    const other = await dialog.findByRole('button', { name: PRIYA_1030 });
    await userEvent.click(other);
    await expect(dialog.queryByText(TAKEN_MESSAGE)).toBeNull();
    await expect(dialog.getByText('Monday, 16 March 2026, 10:30 AM New York time (EDT)')).toBeVisible();
    await clickButton(dialog, 'Book Appointment');
    await expect(await screen.findByRole('dialog', { name: 'Thank You' })).toBeVisible();
  },
};
