import { attendanceFailures, attendanceHandlers } from '@salon/api/mocks/handlers/check-in';
import type { Role } from '@salon/api/shared/schemas';
import { CHECK_IN_PAGE_ROLES, CheckInContainer } from '@salon/features/check-in';
import { CHECK_IN_HINT } from '@salon/ui/screens/check-in/CheckInScreen';
import { RoleGuard } from '@salon/features/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageParameters } from '../support/page-meta';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectAlert } from '../support/expect';
import { playRedirectedTo } from '../support/plays';

type Args = { role: Role };

/** /check-in through CheckInContainer against MSW (spec 1 §2 "Check-in"). */
const meta = {
  title: 'Catalogue/CheckIn/CheckIn',
  tags: ['catalogue:check-in'],
  render: () => (
    <RoleGuard allow={CHECK_IN_PAGE_ROLES}>
      <CheckInContainer />
    </RoleGuard>
  ),
  args: { role: 'salon' },
  parameters: { ...pageParameters({ attendance: attendanceHandlers() }, '/check-in') },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameBox = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Your name');

/** Types into the select (searched on the server) and picks the option. */
async function pick(canvasElement: HTMLElement, text: string, option: RegExp) {
  await userEvent.type(nameBox(canvasElement), text);
  await userEvent.click(await within(canvasElement).findByRole('option', { name: option }));
}

export const Default: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Check-in' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Demo Salon logo' })).toBeVisible();
    await expect(canvas.getByText('Search and select your name')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Check-in' })).toBeDisabled();
    // Nobody is listed before the first letters of a name: the kiosk is seen by everyone.
    await userEvent.type(nameBox(canvasElement), 'g');
    // The field's hint, and the open menu saying the same instead of listing clients.
    await waitFor(() => expect(canvas.getAllByText(CHECK_IN_HINT)).toHaveLength(2));
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
    await userEvent.type(nameBox(canvasElement), 'ra');
    // Names with the phone masked but for the last four digits.
    await expect(await canvas.findByRole('option', { name: 'Grace Miller (***-***-0117)' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(1));
  },
};

export const Empty: Story = {
  tags: ['role:manager', 'state:empty'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    await userEvent.type(nameBox(canvasElement), 'zzz');
    await expect(await within(canvasElement).findByText('No users found with name')).toBeVisible();
  },
};

export const Success: Story = {
  tags: ['role:superadmin', 'state:success'],
  args: { role: 'superadmin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'grace', /Grace Miller/);
    await userEvent.click(canvas.getByRole('button', { name: 'Check-in' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Welcome, Grace Miller! You are checked in.',
    );
    // Ready for the next client.
    await expect(canvas.getByRole('button', { name: 'Check-in' })).toBeDisabled();
  },
};

/** A booking code finds the client's visit of the day; checking in marks it arrived for the desk. */
export const VisitOfTheDay: Story = {
  tags: ['role:manager', 'state:success'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'AP-001042', /Ava Thompson/);
    await expect(canvas.getByText('Ava Thompson (***-***-0110) · Haircut at 10:30')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check-in' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Welcome, Ava Thompson! You are checked in; Stella Stylist will be with you soon.',
    );
  },
};

export const CheckInError: Story = {
  tags: ['role:salon', 'state:error'],
  parameters: {
    msw: { handlers: { attendance: [attendanceFailures.checkInFails, ...attendanceHandlers()] } },
  },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, 'ava', /Ava Thompson/);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Check-in' }));
    await expectAlert(canvasElement, 'This account is disabled and cannot check in');
  },
};

/** Stylists and the admin are sent to the dashboard. */
export const StylistRedirected: Story = {
  tags: ['role:stylist', 'state:default'],
  args: { role: 'stylist' },
  play: playRedirectedTo('/'),
};
