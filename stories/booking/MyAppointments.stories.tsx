import { bookingHandlers } from '@salon/api/mocks/handlers/booking';
import { visitFailures, visitHandlers } from '@salon/api/mocks/handlers/visits';
import { RequireCustomer } from '@salon/features/core';
import { MyAppointmentsContainer } from '@salon/features/booking';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findDialog } from '../support/dialog';
import { expectToast } from '../support/expect';
import { websiteParameters } from '../support/page-meta';
import { expectNoSidewaysScroll, PHONE_STORY } from '../support/phone';
import { playRedirectedTo } from '../support/plays';
import type { Args } from '../shop/shop-story';

/** /salon/{salonName}/my-appointments through MyAppointmentsContainer against MSW. */
const meta = {
  title: 'Catalogue/Site/MyAppointments',
  tags: ['catalogue:my-appointments'],
  // As the website's route table serves it: the customer guard around the container.
  render: () => (
    <RequireCustomer>
      <MyAppointmentsContainer />
    </RequireCustomer>
  ),
  args: { role: 'user' },
  parameters: {
    ...websiteParameters({ visits: visitHandlers(), booking: bookingHandlers() }, '/my-appointments'),
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Upcoming visits with service, stylist, the salon's clock, price and status; Reschedule and Cancel only
 * where the salon still allows a change; Cancel asks first, then the server's message.
 */
export const Default: Story = {
  tags: ['role:customer', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Haircuts · Haircut' })).toBeVisible();
    await expect(canvas.getByText('Tuesday, 17 March 2026, 11:00 AM')).toBeVisible();
    await expect(canvas.getByText('$55.00')).toBeVisible();
    await expect(canvas.getByText('Waiting for confirmation')).toBeVisible();
    // The visit starting in 10 minutes offers no change, and says why: the salon's policy and phone.
    await expect(canvas.queryByRole('link', { name: 'Reschedule AP-004250' })).toBeNull();
    await expect(
      canvas.getByText(
        'This appointment can no longer be changed online: the salon allows changes up to 24 hours before. Please call the salon on 212-555-0100.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reschedule AP-004249' })).toHaveAttribute(
      'href',
      expect.stringContaining('/salon/demo-salon/reschedule-appointment?token='),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel AP-004249' }));
    const dialog = await findDialog('Cancel appointment');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel appointment' }));
    await expectToast('Your appointment has been cancelled');
  },
};

/** Past and cancelled visits: no changes offered. */
export const Past: Story = {
  tags: ['role:customer', 'state:past'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Past and cancelled' }));
    await expect(await canvas.findByText('Cancelled')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Reschedule/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Cancel AP/ })).toBeNull();
  },
};

/** Reschedule opens the visit's reschedule page. */
export const Reschedule: Story = {
  tags: ['role:customer', 'state:reschedule'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Reschedule AP-004249' }));
    await waitFor(() =>
      expect(canvas.getByTestId('redirected-to')).toHaveTextContent(
        '/salon/demo-salon/reschedule-appointment',
      ),
    );
  },
};

/** At 390 px: the cards stack and nothing scrolls sideways. */
export const Phone: Story = {
  ...PHONE_STORY,
  tags: ['role:customer', 'state:default', 'viewport:phone'],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Haircuts · Haircut' }),
    ).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

export const Loading: Story = {
  tags: ['role:customer', 'state:loading'],
  parameters: { msw: { handlers: { visits: [visitFailures.listLoading] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your appointments')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  tags: ['role:customer', 'state:empty'],
  parameters: { msw: { handlers: { visits: [visitFailures.listEmpty] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No upcoming appointments')).toBeVisible();
  },
};

export const Error: Story = {
  tags: ['role:customer', 'state:error'],
  parameters: { msw: { handlers: { visits: [visitFailures.listError] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Something went wrong.')).toBeVisible();
  },
};

/** Without a signed-in customer: the salon's login. */
export const SignedOut: Story = {
  tags: ['role:visitor', 'state:default'],
  args: { role: undefined },
  play: playRedirectedTo('/salon/demo-salon/login'),
};
