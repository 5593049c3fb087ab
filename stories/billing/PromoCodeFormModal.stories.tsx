import { billingFailures, billingHandlers } from '@salon/api/mocks/handlers/billing';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { type Args, PROMO_CODES_PAGE_META, promoCodesParameters } from './billing-story';
import type { PromoCodesStory as Story } from './billing-story';
import { openDialog, type Scope } from '../support/dialog';
import { chooseOption } from '../support/form';
import { playRefused, playSubmitted, playValidation } from '../support/plays';

/** The 'New Promo-Code' modal, opened from /promo-codes (PromoCodesContainer) against MSW. */
export default {
  ...PROMO_CODES_PAGE_META,
  parameters: { ...promoCodesParameters() },
  title: 'Catalogue/Billing/PromoCodeFormModal',
  tags: ['catalogue:promo-code-form-modal'],
} satisfies Meta<Args>;

const openNew = (canvasElement: HTMLElement) => openDialog(canvasElement, 'New Promo-Code');

async function fill(dialog: Scope) {
  await userEvent.type(dialog.getByLabelText('Promotional Code'), 'spring 15');
  await expect(dialog.getByLabelText('Promotional Code')).toHaveValue('SPRING15');
  await chooseOption(dialog, 'Coupon', 'Welcome $10 ($10.00 off, once)');
}

export const Default: Story = {
  tags: ['role:admin', 'state:default'],
  play: playSubmitted(openNew, fill, 'Promo code added successfully'),
};

export const Validation: Story = {
  tags: ['role:admin', 'state:validation'],
  play: playValidation(openNew, ['Please enter promotional code', 'Please select coupon'], async (dialog) => {
    await userEvent.type(dialog.getByLabelText('Promotional Code'), 'SUMMERSALE25');
    await expect(dialog.getByText('Promotional code cannot exceed 10 characters')).toBeVisible();
  }),
};

/** The server's 409 shows in the form, which stays open. */
export const CodeTaken: Story = {
  tags: ['role:admin', 'state:error'],
  parameters: { msw: { handlers: { billing: [billingFailures.promoCodeTaken, ...billingHandlers()] } } },
  play: playRefused(openNew, fill, 'This promotional code already exists'),
};
