import { billingFailures, billingHandlers } from '@salon/api/mocks/handlers/billing';
import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cardOf, type Args, PROMO_CODES_PAGE_META, promoCodesParameters } from './billing-story';
import type { PromoCodesStory as Story } from './billing-story';
import { expectTexts } from '../support/expect';
import { playAlert, playListBusy, playNoData, playRedirectedTo } from '../support/plays';
import { playSwitch } from '../support/plays';

/** /promo-codes through PromoCodesContainer against MSW (spec 2 §2 "Promotional Codes"). */
export default {
  ...PROMO_CODES_PAGE_META,
  parameters: { ...promoCodesParameters() },
  title: 'Catalogue/Billing/PromoCodes',
  tags: ['catalogue:promo-codes'],
} satisfies Meta<Args>;

export const Admin: Story = {
  tags: ['role:admin', 'state:default'],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Promo Codes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New Promo-Code' })).toBeVisible();
    const welcome = await cardOf(canvasElement, 'WELCOME10');
    await expectTexts(welcome, ['Coupon: Welcome $10', '$10.00 off, once']);
    await expect(welcome.getByRole('switch', { name: 'WELCOME10 active' })).toBeChecked();
    const loyal = await cardOf(canvasElement, 'LOYAL3');
    await expect(loyal.getByRole('switch', { name: 'LOYAL3 active' })).not.toBeChecked();
  },
};

export const ToggleActive: Story = {
  tags: ['role:admin', 'state:default'],
  play: playSwitch(cardOf, 'LOYAL3', 'LOYAL3 active', 'Promo code activated successfully'),
};

/** Everyone but the platform admin is sent to the dashboard (spec 2 §6). */
export const ManagerRedirected: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  play: playRedirectedTo('/'),
};

export const Loading: Story = {
  tags: ['role:admin', 'state:loading'],
  parameters: { msw: { handlers: { billing: [billingFailures.promoCodesLoading, ...billingHandlers()] } } },
  play: playListBusy('Promo codes'),
};

export const Empty: Story = {
  tags: ['role:admin', 'state:empty'],
  parameters: { msw: { handlers: { billing: [billingFailures.promoCodesEmpty, ...billingHandlers()] } } },
  play: playNoData('We could not find any promo code. Please add one'),
};

export const LoadError: Story = {
  tags: ['role:admin', 'state:error'],
  parameters: { msw: { handlers: { billing: [billingFailures.promoCodesError, ...billingHandlers()] } } },
  play: playAlert('Could not load the promotion codes, please try again'),
};
