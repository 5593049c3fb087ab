import { bookingPolicyHandlers } from '@salon/api/mocks/handlers/booking-settings';
import type { Role } from '@salon/api/shared/schemas';
import { BOOKING_POLICY_ROLES, BookingPolicySettingsContainer } from '@salon/features/booking-settings';
import { RoleGuard } from '@salon/features/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../support/expect';
import { pageParameters } from '../support/page-meta';

type Args = { role: Role };

/**
 * The cancellation policy section of Booking settings (/booking-settings) through
 * BookingPolicySettingsContainer against MSW: 15 minutes by default; the owner or a manager
 * asks for whole hours and saves, with the salon's no-show and late-cancellation fees and payment policy
 * text; empty or out-of-range hours and a fee of 0 are refused on the form.
 */
const meta = {
  title: 'Catalogue/BookingSettings/BookingPolicySettings',
  tags: ['catalogue:booking-policy-settings'],
  render: () => (
    <RoleGuard allow={BOOKING_POLICY_ROLES}>
      <BookingPolicySettingsContainer />
    </RoleGuard>
  ),
  args: { role: 'salon' },
  parameters: { ...pageParameters({ bookingPolicy: bookingPolicyHandlers() }, '/booking-settings') },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function section(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const region = within(await canvas.findByRole('region', { name: 'Cancellation policy' }));
  const byDefault = await region.findByRole('radio', { name: 'Up to 15 minutes before the start (default)' });
  const hours = region.getByRole('radio', { name: 'Up to a number of hours before the start' });
  return { region, byDefault, hours };
}

/**
 * The default, then a day's notice saved with a no-show fee and the payment policy text (no
 * late-cancellation fee): the server's message, the stored values.
 */
export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const { region, byDefault, hours } = await section(canvasElement);
    await expect(byDefault).toBeChecked();
    await userEvent.click(hours);
    await userEvent.type(region.getByRole('textbox', { name: /Hours before the start/ }), '24');
    await userEvent.type(region.getByRole('textbox', { name: /No-show fee \(USD\)/ }), '25');
    await userEvent.type(
      region.getByRole('textbox', { name: /Payment policy/ }),
      'Deposits are kept for cancellations within 24 hours.',
    );
    await userEvent.click(region.getByRole('button', { name: 'Save' }));
    await expectToast('Cancellation policy saved');
    await waitFor(() =>
      expect(region.getByRole('textbox', { name: /Hours before the start/ })).toHaveValue('24'),
    );
    await expect(region.getByRole('textbox', { name: /No-show fee/ })).toHaveValue('25.00');
    await expect(region.getByRole('textbox', { name: /Late-cancellation fee/ })).toHaveValue('');
    await expect(region.getByRole('textbox', { name: /Payment policy/ })).toHaveValue(
      'Deposits are kept for cancellations within 24 hours.',
    );
  },
};

/** A manager sets two hours. */
export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  // Its own handlers: the stored policy of another story's save must not carry over.
  parameters: { msw: { handlers: { bookingPolicy: bookingPolicyHandlers() } } },
  play: async ({ canvasElement }) => {
    const { region, hours } = await section(canvasElement);
    await userEvent.click(hours);
    await userEvent.type(region.getByRole('textbox', { name: /Hours before the start/ }), '2');
    await userEvent.click(region.getByRole('button', { name: 'Save' }));
    await expectToast('Cancellation policy saved');
  },
};

/** Hours asked for but left empty, then more than a week: each refused on the form, nothing sent. */
export const Validation: Story = {
  tags: ['role:salon', 'state:validation'],
  parameters: { msw: { handlers: { bookingPolicy: bookingPolicyHandlers() } } },
  play: async ({ canvasElement }) => {
    const { region, hours } = await section(canvasElement);
    await userEvent.click(hours);
    await userEvent.click(region.getByRole('button', { name: 'Save' }));
    const field = region.getByRole('textbox', { name: /Hours before the start/ });
    await expect(await region.findByRole('alert')).toHaveTextContent('Please enter the number of hours');
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, '200');
    await userEvent.click(region.getByRole('button', { name: 'Save' }));
    await expect(await region.findByRole('alert')).toHaveTextContent(
      'Please enter whole hours from 1 to 168',
    );
    await userEvent.clear(field);
    await userEvent.type(field, '24');
    await userEvent.type(region.getByRole('textbox', { name: /Late-cancellation fee/ }), '0');
    await userEvent.click(region.getByRole('button', { name: 'Save' }));
    await expect(await region.findByRole('alert')).toHaveTextContent(
      'Please enter an amount above 0 with at most two decimals',
    );
    await expect(region.getByRole('textbox', { name: /Late-cancellation fee/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
