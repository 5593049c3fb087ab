import { billingFailures, billingHandlers } from '@salon/api/mocks/handlers/billing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { dialogNamed, type Args, renderPromoCodes } from './billing-story';
import { expectDialogClosed, expectToast } from '../support/expect';

/** The 'New Promo-Code' modal, opened from /promo-codes (PromoCodesContainer) against MSW. */
const meta = {
  title: 'Catalogue/Billing/PromoCodeFormModal',
  tags: ['catalogue:promo-code-form-modal'],
  render: renderPromoCodes,
  args: { role: 'admin' },
  // A literal: Storybook reads the meta's parameters statically.
  parameters: {
    route: '/promo-codes',
    routePath: '/promo-codes',
    msw: { handlers: { billing: billingHandlers() } },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openNew(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'New Promo-Code' }));
  return dialogNamed('New Promo-Code');
}

async function fill(dialog: ReturnType<typeof within>) {
  await userEvent.type(dialog.getByLabelText('Promotional Code'), 'spring 15');
  await expect(dialog.getByLabelText('Promotional Code')).toHaveValue('SPRING15');
  await userEvent.click(dialog.getByLabelText('Coupon'));
  await userEvent.click(await screen.findByRole('option', { name: 'Welcome $10 ($10.00 off, once)' }));
}

export const Default: Story = {
  tags: ['role:admin', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openNew(canvasElement);
    await fill(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expectToast('Promo code added successfully');
    await expectDialogClosed();
  },
};

export const Validation: Story = {
  tags: ['role:admin', 'state:validation'],
  play: async ({ canvasElement }) => {
    const dialog = await openNew(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter promotional code',
      'Please select coupon',
    ]);
    await userEvent.type(dialog.getByLabelText('Promotional Code'), 'SUMMERSALE25');
    await expect(dialog.getByText('Promotional code cannot exceed 10 characters')).toBeVisible();
  },
};

/** The server's 409 shows in the form, which stays open. */
export const CodeTaken: Story = {
  tags: ['role:admin', 'state:error'],
  parameters: { msw: { handlers: { billing: [billingFailures.promoCodeTaken, ...billingHandlers()] } } },
  play: async ({ canvasElement }) => {
    const dialog = await openNew(canvasElement);
    await fill(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('This promotional code already exists');
  },
};
