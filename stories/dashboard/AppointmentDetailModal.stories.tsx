import { buildUpcomingAppointments } from '@salon/api/mocks/factories/appointments';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { dashboardMsw, type Args, DASHBOARD_PAGE_META, dashboardParameters } from './dashboard-story';

/** 'Appointment {appointmentId}' opened from the side panel's upcoming list. */
const meta = {
  ...DASHBOARD_PAGE_META,
  parameters: { ...dashboardParameters() },
  title: 'Catalogue/Dashboard/AppointmentDetailModal',
  tags: ['catalogue:appointment-detail-modal'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openFirstUpcoming(canvasElement: HTMLElement) {
  const first = buildUpcomingAppointments()[0]!;
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: new RegExp(`Appointment ${first.appointmentId}`) }),
  );
  const dialog = await within(document.body).findByRole('dialog', {
    name: `Appointment ${first.appointmentId}`,
  });
  const modal = within(dialog);
  await expect(modal.getByRole('heading', { name: 'User Information' })).toBeVisible();
  await expect(modal.getByText(first.userEmail)).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Stylist Information' })).toBeVisible();
  await expect(modal.getByText(first.stylistData.email)).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Appointment Details' })).toBeVisible();
  // The real service and sub-service, not a fixed 'Cut and Shave'.
  await expect(modal.getByText(first.mainService!.title)).toBeVisible();
  await expect(modal.getByText(first.subService!.title)).toBeVisible();
  await expect(modal.queryByText('Cut and Shave')).toBeNull();
}

export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => openFirstUpcoming(canvasElement),
};

export const Stylist: Story = {
  tags: ['role:stylist', 'state:default'],
  args: { role: 'stylist' },
  parameters: dashboardMsw('stylist'),
  play: async ({ canvasElement }) => openFirstUpcoming(canvasElement),
};
