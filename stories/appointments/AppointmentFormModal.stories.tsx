import { clientHandlers } from '@salon/api/mocks/handlers/clients';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import {
  calendarHandlers,
  chooseAppointmentAction,
  pickOption,
  openFromGrid,
  findDialog,
  expectToast,
} from './calendar-story';
import { type Args, CALENDAR_PAGE_META, calendarParameters } from './calendar-meta';
import { expectAlerts, clickButton } from '../support/form';

/** Book/Update Appointment, opened from the calendar (StylistCalendarContainer) against MSW. */
const meta = {
  ...CALENDAR_PAGE_META,
  parameters: { ...calendarParameters() },
  title: 'Catalogue/Calendar/AppointmentFormModal',
  tags: ['catalogue:appointment-form-modal'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openBooking(canvasElement: HTMLElement) {
  return openFromGrid(canvasElement, 'Book appointment Tue, Mar 17 09:00', 'Book Appointment');
}

export const SalonCreate: Story = {
  tags: ['role:salon', 'state:create'],
  play: async ({ canvasElement }) => {
    const dialog = await openBooking(canvasElement);
    await expect(dialog.getByLabelText(/^Date/)).toHaveValue('03/17/2026');
    await expect(dialog.getByLabelText(/Required time/)).toHaveValue(1);
    await pickOption(dialog.getByLabelText(/^Service/), 'Haircuts');
    await pickOption(dialog.getByLabelText(/^Sub-service/), 'Men');
    await userEvent.type(dialog.getByLabelText(/^Client name/), 'Liam Green');
    await userEvent.type(dialog.getByLabelText(/^Email/), 'liam.green@example.com');
    await userEvent.type(dialog.getByLabelText(/^Phone/), '2125550190');
    await pickOption(dialog.getByLabelText(/^Gender/), 'Male');
    await clickButton(dialog, 'Book');
    await expectToast('Appointment booked successfully');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Book Appointment' })).toBeNull());
  },
};

/** The sub-service's duration fills 'Required time' (Colouring: 90 minutes, 3 slots); still editable. */
export const SalonRequiredTimeFromService: Story = {
  tags: ['role:salon', 'state:create'],
  play: async ({ canvasElement }) => {
    const dialog = await openBooking(canvasElement);
    await pickOption(dialog.getByLabelText(/^Service/), 'Colour');
    await pickOption(dialog.getByLabelText(/^Sub-service/), 'Colouring');
    await expect(dialog.getByLabelText(/Required time/)).toHaveValue(3);
    await userEvent.clear(dialog.getByLabelText(/Required time/));
    await userEvent.type(dialog.getByLabelText(/Required time/), '6');
    await expect(dialog.getByLabelText(/Required time/)).toHaveValue(6);
  },
};

/** Booking a known client: the search finds them by e-mail or phone and fills their details. */
export const SalonFindsClient: Story = {
  tags: ['role:salon', 'state:create'],
  parameters: { msw: { handlers: { ...calendarHandlers('salon'), clients: clientHandlers('salon') } } },
  play: async ({ canvasElement }) => {
    const dialog = await openBooking(canvasElement);
    const search = dialog.getByLabelText(/^Find client/);
    await userEvent.click(search);
    await userEvent.type(search, '5550122');
    await userEvent.click(
      await screen.findByRole('option', { name: 'Maya Patel · maya.patel@example.com · 212-555-0122' }),
    );
    await expect(dialog.getByLabelText(/^Client name/)).toHaveValue('Maya Patel');
    await expect(dialog.getByLabelText(/^Email/)).toHaveValue('maya.patel@example.com');
    await expect(dialog.getByLabelText(/^Phone/)).toHaveValue('212-555-0122');
    await expect(dialog.getByText('Female')).toBeVisible();
    // By e-mail too.
    await userEvent.click(search);
    await userEvent.type(search, 'grace.miller@');
    await userEvent.click(await screen.findByRole('option', { name: /^Grace Miller · / }));
    await expect(dialog.getByLabelText(/^Client name/)).toHaveValue('Grace Miller');
    await pickOption(dialog.getByLabelText(/^Service/), 'Haircuts');
    await clickButton(dialog, 'Book');
    await expectToast('Appointment booked successfully');
  },
};

export const StylistUpdate: Story = {
  tags: ['role:stylist', 'state:update'],
  args: { role: 'stylist' },
  parameters: { msw: { handlers: calendarHandlers('stylist') } },
  play: async ({ canvasElement }) => {
    await chooseAppointmentAction(canvasElement, 'Grace Miller', 'Mon, Mar 16 11:00', 'Edit');
    const dialog = await findDialog('Update Appointment');
    await expect(dialog.getByLabelText(/^Client name/)).toHaveValue('Grace Miller');
    await expect(dialog.getByLabelText(/^Phone/)).toHaveValue('212-555-0134');
    await expect(dialog.getByText('Haircut')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^Comment/), 'Bring the colour chart.');
    await clickButton(dialog, 'Update');
    await expectToast('Appointment updated successfully');
  },
};

/** The appointment's money: its deposit paid online, with the sum, below the form. */
export const SalonUpdatePayments: Story = {
  tags: ['role:salon', 'state:payments'],
  play: async ({ canvasElement }) => {
    await chooseAppointmentAction(canvasElement, 'Grace Miller', 'Mon, Mar 16 11:00', 'Edit');
    const dialog = await findDialog('Update Appointment');
    await expect(dialog.getByText('Paid $15.00 · Deposit $15.00')).toBeVisible();
    const list = dialog.getByRole('list', { name: 'Payments of this appointment' });
    await expect(list).toHaveTextContent('Deposit$15.00Paid · Mar 14, 6:20 PM');
  },
};

export const Validation: Story = {
  tags: ['role:salon', 'state:validation'],
  play: async ({ canvasElement }) => {
    const dialog = await openBooking(canvasElement);
    // Empty every required field, including the date and time the slot filled in.
    await userEvent.clear(dialog.getByLabelText(/^Date/));
    await userEvent.click(dialog.getByLabelText(/^Start time/));
    await userEvent.keyboard('{Escape}{Backspace}');
    await userEvent.clear(dialog.getByLabelText(/Required time/));
    await clickButton(dialog, 'Book');
    await expectAlerts(dialog, [
      'Date required',
      'Time Required',
      'Please Select Service',
      'Time Required',
      'Please enter name',
      'Please enter email',
      'Please enter phone no.',
      'Please enter your gender',
    ]);
    await userEvent.type(dialog.getByLabelText(/^Email/), 'liam@');
    await expect(dialog.getByText('Please enter valid email')).toBeVisible();
  },
};
