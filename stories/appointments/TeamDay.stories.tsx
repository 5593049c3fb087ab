import { FIXED_NOW } from '@salon/api/mocks/clock';
import { buildTeamDayAppointments, buildWalkInAppointment } from '@salon/api/mocks/factories/team-day';
import {
  TEAM_DAY_MESSAGES,
  teamDayFailures,
  teamDayHandlers,
  type TeamDayStore,
} from '@salon/api/mocks/handlers/team-day';
import type { Role } from '@salon/api/shared/schemas';
import { TeamDayContainer } from '@salon/features/appointments';
import { RoleGuard } from '@salon/features/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AddressProbe, expectAddress } from '../support/address';
import { expectToast } from '../support/expect';
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
  parameters: { ...pageParameters({ teamDay: teamDayHandlers() }, '/calendar') },
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

export const StylistPhone: Story = {
  ...SalonPhone,
  tags: ['role:stylist', 'state:phone', 'viewport:phone'],
  args: { role: 'stylist' },
};
