import type { Meta, StoryObj } from '@storybook/react-vite';
import { noShowHandlers, appointmentsHandlers } from '@salon/api/mocks/handlers/appointments';
import { expect, screen, userEvent } from 'storybook/test';
import type { Role } from '@salon/api/shared/schemas';
import {
  appointmentButtonName,
  calendarHandlers,
  chooseAppointmentAction,
  findDialog,
  findWeekGrid,
} from './calendar-story';
import { type Args, CALENDAR_PAGE_META, calendarParameters } from './calendar-meta';
import { clickButton } from '../support/form';
import { expectTexts } from '../support/expect';

/**
 * No-show from an appointment's menu on the calendar: the salon's fee and the card on file,
 * then the mark charges the fee off-session; the bank may ask the client (e-mailed a payment link), the
 * card may be declined or missing (the visit is still a no-show).
 */
const meta = {
  ...CALENDAR_PAGE_META,
  parameters: { ...calendarParameters() },
  title: 'Catalogue/Calendar/NoShowChargeModal',
  tags: ['catalogue:no-show-charge'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The calendar's handlers, as `role`, with the No-show's answers of one outcome first. */
const withOutcome = (role: Role, handlers: ReturnType<typeof noShowHandlers>) => ({
  msw: { handlers: { ...calendarHandlers(role), appointments: [...handlers, ...appointmentsHandlers()] } },
});

async function openNoShow(canvasElement: HTMLElement) {
  // Yesterday's visit: a no-show is offered once the start has passed.
  await chooseAppointmentAction(canvasElement, 'Grace Miller', 'Sun, Mar 15 12:00', 'No-show');
  const dialog = await findDialog('No-show');
  await dialog.findByText('$25.00');
  await expectTexts(dialog, ['Grace Miller · Sun, Mar 15 · 12:00', '$25.00']);
  return dialog;
}

export const Default: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openNoShow(canvasElement);
    await expectTexts(dialog, [
      'Card ending 4242',
      "The client's card on file will be charged $25.00, and they will receive an e-mail.",
    ]);
    await expect(dialog.getByRole('button', { name: 'Mark no-show and charge $25.00' })).toBeEnabled();
  },
};

/** A visit that has not started cannot be a no-show yet: the menu offers it once the start has passed. */
export const NotStartedYet: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const grid = await findWeekGrid(canvasElement);
    await userEvent.click(
      grid.getByRole('button', { name: appointmentButtonName('Noah Brooks', 'Tue, Mar 17 10:00') }),
    );
    await expect(await screen.findByRole('menuitem', { name: 'No-show' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const RequiresAction: Story = {
  tags: ['role:salon', 'state:requires-action'],
  parameters: withOutcome('salon', noShowHandlers('requires_action')),
  play: async ({ canvasElement }) => {
    const dialog = await openNoShow(canvasElement);
    await clickButton(dialog, 'Mark no-show and charge $25.00');
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      'Marked as no-show. The bank asks the client to confirm this payment: we e-mailed them a payment link',
    );
  },
};

export const Declined: Story = {
  tags: ['role:manager', 'state:error'],
  args: { role: 'manager' },
  parameters: withOutcome('manager', noShowHandlers('failed')),
  play: async ({ canvasElement }) => {
    const dialog = await openNoShow(canvasElement);
    await clickButton(dialog, 'Mark no-show and charge $25.00');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Marked as no-show, but the card on file was declined',
    );
  },
};

export const Success: Story = {
  tags: ['role:salon', 'state:success'],
  play: async ({ canvasElement }) => {
    const dialog = await openNoShow(canvasElement);
    await clickButton(dialog, 'Mark no-show and charge $25.00');
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      'Marked as no-show. The no-show fee was charged to the card on file',
    );
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeVisible();
  },
};
