import { FIXED_NOW } from '@salon/api/mocks/clock';
import { buildTeamDayAppointments, buildWalkInAppointment } from '@salon/api/mocks/factories/team-day';
import {
  TEAM_DAY_MESSAGES,
  teamDayFailures,
  teamDayHandlers,
  type TeamDayStore,
} from '@salon/api/mocks/handlers/team-day';
import { WALK_IN_MESSAGES } from '@salon/api/appointments/team-day-schemas';
import { serviceHandlers } from '@salon/api/mocks/handlers/services';
import type { Role } from '@salon/api/shared/schemas';
import { TeamDayContainer } from '@salon/features/appointments';
import { RoleGuard } from '@salon/features/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AddressProbe, expectAddress } from '../support/address';
import { openDialog } from '../support/dialog';
import { expectDialogClosed, expectToast } from '../support/expect';
import { clickButton, expectAlerts, typeInto } from '../support/form';
import { pickOption } from './calendar-story';
import { pageParameters } from '../support/page-meta';
import { expectNoSidewaysScroll, PHONE_STORY } from '../support/phone';

type Args = { role: Role };

const TEAM_DAY_ROLES: Role[] = ['salon', 'manager', 'stylist'];
const teamDayMsw = (store?: TeamDayStore, overrides: AnyHandler[] = []) => ({
  msw: { handlers: { teamDay: [...overrides, ...teamDayHandlers(store)] } },
});
const walkIn = { appointments: [...buildTeamDayAppointments(), buildWalkInAppointment()] };

/**
 * /calendar through TeamDayContainer against MSW at the fixed clock (Monday 16 March 2026 in Demo Salon):
 * a column per stylist, each visit's stage; the desk checks visits in and out, a stylist moves their own.
 */
const meta = {
  title: 'Catalogue/Calendar/TeamDay',
  tags: ['catalogue:team-day'],
  render: () => (
    <RoleGuard allow={TEAM_DAY_ROLES}>
      <TeamDayContainer now={FIXED_NOW} />
      <AddressProbe />
    </RoleGuard>
  ),
  args: { role: 'salon' },
  parameters: {
    ...pageParameters({ teamDay: teamDayHandlers(), services: serviceHandlers() }, '/calendar'),
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dayShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Monday, March 16, 2026' }),
  ).toBeVisible();
  await expect(await canvas.findByRole('heading', { level: 2, name: 'James Carter' })).toBeVisible();
  return canvas;
}

const card = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('listitem', { name });

/** Check in moves Grace Miller's visit to Arrived and toasts the server's message; Next day is empty. */
export const SalonDefault: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = await dayShown(canvasElement);
    await expect(within(card(canvasElement, 'Olivia Brown 09:00, Colour')).getByText('Paid')).toBeVisible();
    await expect(within(card(canvasElement, 'Liam Johnson 14:00, Haircut')).queryByRole('button')).toBeNull();
    await expect(canvas.getByText('No-show')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Checkout Emma Davis 11:00' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check in Grace Miller 10:00' }));
    await expectToast(TEAM_DAY_MESSAGES.updated);
    const grace = card(canvasElement, 'Grace Miller 10:00, Haircut');
    await waitFor(() => expect(within(grace).getByText('Arrived')).toBeVisible());
    await expect(within(grace).getByRole('button', { name: 'Start Grace Miller 10:00' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
    await expectAddress(canvasElement, '/calendar?date=2026-03-17');
    await expect(await canvas.findByText('No appointments on this day')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expectAddress(canvasElement, '/calendar');
  },
};

export const SalonLoading: Story = {
  tags: ['role:salon', 'state:loading'],
  parameters: teamDayMsw(undefined, [teamDayFailures.loading]),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('region', { name: "The team's day" })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

export const SalonEmpty: Story = {
  tags: ['role:salon', 'state:empty'],
  parameters: teamDayMsw({ appointments: [] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No appointments on this day')).toBeVisible();
    // A quiet day is when walk-ins come.
    await expect(within(canvasElement).getByRole('button', { name: 'Walk-in' })).toBeVisible();
  },
};

/** A walk-in with just a name, checked in: Start and Checkout. */
export const SalonWalkIn: Story = {
  tags: ['role:salon', 'state:walk-in'],
  parameters: teamDayMsw(walkIn),
  play: async ({ canvasElement }) => {
    const canvas = await dayShown(canvasElement);
    const sam = card(canvasElement, 'Sam 12:00, Haircut');
    await expect(within(sam).getByText('Arrived')).toBeVisible();
    await userEvent.click(within(sam).getByRole('button', { name: 'Start Sam 12:00' }));
    await expectToast(TEAM_DAY_MESSAGES.updated);
    await waitFor(() => expect(within(sam).getByText('In service')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Checkout Sam 12:00' })).toBeVisible();
  },
};

/** Walk-in: a stylist, a service and a name book the client for now, checked in at once. */
export const SalonWalkInBooked: Story = {
  tags: ['role:salon', 'state:walk-in-booked'],
  play: async ({ canvasElement }) => {
    await dayShown(canvasElement);
    const dialog = await openDialog(canvasElement, 'Walk-in');
    await pickOption(dialog.getByLabelText(/^Stylist/), 'James Carter');
    await pickOption(dialog.getByLabelText(/^Service/), 'Haircuts');
    await pickOption(dialog.getByLabelText(/^Sub-service/), "Men's Cut");
    await expect(dialog.getByLabelText(/^Duration/)).toHaveValue(30);
    await userEvent.type(dialog.getByLabelText(/^Client name/), 'Sam Walker');
    await clickButton(dialog, 'Book and check in');
    await expectToast(WALK_IN_MESSAGES.booked);
    await expectDialogClosed();
    const sam = await within(canvasElement).findByRole('listitem', { name: 'Sam Walker 12:00, Haircut' });
    await expect(within(sam).getByText('Arrived')).toBeVisible();
  },
};

/** A name is all the walk-in needs; an e-mail or phone is checked only when typed. */
export const SalonWalkInValidation: Story = {
  tags: ['role:salon', 'state:walk-in-validation'],
  play: async ({ canvasElement }) => {
    await dayShown(canvasElement);
    const dialog = await openDialog(canvasElement, 'Walk-in');
    await typeInto(dialog, { 'E-mail': 'sam@', Phone: '212555' });
    await clickButton(dialog, 'Book and check in');
    await expectAlerts(dialog, [
      'Please select a stylist',
      'Please Select Service',
      'Please enter name',
      'Please enter valid email',
      'Phone number must be 10 digits',
    ]);
  },
};

/** The stylist busy now: the server's 409 stays in the modal. */
export const SalonWalkInBusy: Story = {
  tags: ['role:salon', 'state:walk-in-busy'],
  parameters: teamDayMsw(undefined, [teamDayFailures.walkInBusy]),
  play: async ({ canvasElement }) => {
    await dayShown(canvasElement);
    const dialog = await openDialog(canvasElement, 'Walk-in');
    await pickOption(dialog.getByLabelText(/^Stylist/), 'Stella Stylist');
    await pickOption(dialog.getByLabelText(/^Service/), 'Haircuts');
    await userEvent.type(dialog.getByLabelText(/^Client name/), 'Sam');
    await clickButton(dialog, 'Book and check in');
    await expect(await dialog.findByText(WALK_IN_MESSAGES.busy)).toBeVisible();
  },
};

/** A visit's money: 'Paid … · Deposit …', and the deposit and the desk's card payment when opened. */
export const SalonPayments: Story = {
  tags: ['role:salon', 'state:payments'],
  play: async ({ canvasElement }) => {
    await dayShown(canvasElement);
    const olivia = card(canvasElement, 'Olivia Brown 09:00, Colour');
    await userEvent.click(within(olivia).getByText('Paid $65.00 · Deposit $20.00'));
    const list = within(within(olivia).getByRole('list', { name: 'Payments of Olivia Brown 09:00' }));
    await expect(list.getByText('Deposit')).toBeVisible();
    await expect(list.getByText('$20.00')).toBeVisible();
    await expect(list.getByText('Desk payment (card)')).toBeVisible();
    await expect(list.getByText('Paid · Mar 16, 9:50 AM · Card •••• 4242')).toBeVisible();
  },
};

export const SalonPhone: Story = {
  ...PHONE_STORY,
  tags: ['role:salon', 'state:phone', 'viewport:phone'],
  play: async ({ canvasElement }) => {
    await dayShown(canvasElement);
    await expectNoSidewaysScroll();
  },
};

/** The manager runs the desk as the owner does: Complete and Checkout. */
export const ManagerDefault: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    const canvas = await dayShown(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Noah Wilson 09:30' }));
    await expectToast(TEAM_DAY_MESSAGES.updated);
    await waitFor(() =>
      expect(
        within(card(canvasElement, 'Noah Wilson 09:30, Beard trim')).getByText('Completed'),
      ).toBeVisible(),
    );
    await expect(canvas.getByRole('button', { name: 'Checkout Noah Wilson 09:30' })).toBeVisible();
  },
};

export const ManagerLoading: Story = {
  ...SalonLoading,
  tags: ['role:manager', 'state:loading'],
  args: { role: 'manager' },
};
export const ManagerEmpty: Story = {
  ...SalonEmpty,
  tags: ['role:manager', 'state:empty'],
  args: { role: 'manager' },
};
export const ManagerWalkIn: Story = {
  ...SalonWalkIn,
  tags: ['role:manager', 'state:walk-in'],
  args: { role: 'manager' },
};
export const ManagerPhone: Story = {
  ...SalonPhone,
  tags: ['role:manager', 'state:phone', 'viewport:phone'],
  args: { role: 'manager' },
};

/** A stylist checks in their own visit; no Checkout, and no buttons on the others' cards. */
export const StylistDefault: Story = {
  tags: ['role:stylist', 'state:default'],
  args: { role: 'stylist' },
  play: async ({ canvasElement }) => {
    const canvas = await dayShown(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Checkout/ })).toBeNull();
    await expect(within(card(canvasElement, 'Emma Davis 11:00, Haircut')).queryByRole('button')).toBeNull();
    await expect(
      within(card(canvasElement, 'Noah Wilson 09:30, Beard trim')).queryByRole('button'),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Check in Grace Miller 10:00' }));
    await expectToast(TEAM_DAY_MESSAGES.updated);
    await waitFor(() =>
      expect(within(card(canvasElement, 'Grace Miller 10:00, Haircut')).getByText('Arrived')).toBeVisible(),
    );
  },
};

export const StylistLoading: Story = {
  ...SalonLoading,
  tags: ['role:stylist', 'state:loading'],
  args: { role: 'stylist' },
};
export const StylistEmpty: Story = {
  ...SalonEmpty,
  tags: ['role:stylist', 'state:empty'],
  args: { role: 'stylist' },
};

/** Another stylist's walk-in: the stylist sees it, checked in, without buttons. */
export const StylistWalkIn: Story = {
  tags: ['role:stylist', 'state:walk-in'],
  args: { role: 'stylist' },
  parameters: teamDayMsw(walkIn),
  play: async ({ canvasElement }) => {
    await dayShown(canvasElement);
    const sam = card(canvasElement, 'Sam 12:00, Haircut');
    await expect(within(sam).getByText('Arrived')).toBeVisible();
    await expect(within(sam).queryByRole('button')).toBeNull();
  },
};

/** A stylist books a walk-in for themself only: their name is the stylist, no choice. */
export const StylistWalkInModal: Story = {
  tags: ['role:stylist', 'state:walk-in-modal'],
  args: { role: 'stylist' },
  play: async ({ canvasElement }) => {
    await dayShown(canvasElement);
    const dialog = await openDialog(canvasElement, 'Walk-in');
    await expect(dialog.getByLabelText(/^Stylist/)).toHaveValue('Stella Stylist');
  },
};

export const StylistPhone: Story = {
  ...SalonPhone,
  tags: ['role:stylist', 'state:phone', 'viewport:phone'],
  args: { role: 'stylist' },
};
