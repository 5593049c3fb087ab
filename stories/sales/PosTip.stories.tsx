import { checkoutSale } from '@salon/api/mocks/factories/sales';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  expectDue,
  payButton,
  SALE_PAGE_META,
  saleParameters,
  salesMsw,
  type Args,
  type SaleStory as Story,
} from './sales-story';

/**
 * The checkout's tip (/sales/:saleId, the Tip section) through CheckoutContainer against MSW: none, the
 * salon's presets (15, 18, 20 % of the sale), an amount typed in; never taxed, split evenly between the
 * visit's two stylists.
 */
export default {
  ...SALE_PAGE_META,
  parameters: { ...saleParameters(checkoutSale._id) },
  title: 'Catalogue/Sales/PosTip',
  tags: ['catalogue:pos-tip'],
} satisfies Meta<Args>;

async function tipSection(canvasElement: HTMLElement) {
  await payButton(canvasElement);
  return within(within(canvasElement).getByRole('region', { name: 'Tip' }));
}

export const None: Story = {
  tags: ['role:salon', 'state:none'],
  play: async ({ canvasElement }) => {
    const tip = await tipSection(canvasElement);
    await expect(tip.getByRole('radio', { name: 'No tip' })).toBeChecked();
    await expect(
      tip.getByText(/A tip is split evenly between Stella Stylist and James Carter/),
    ).toBeVisible();
  },
};

/** 18 % of $211.09 is $38.00, on top of what is due. */
export const Preset: Story = {
  tags: ['role:manager', 'state:preset'],
  args: { role: 'manager' },
  parameters: salesMsw(),
  play: async ({ canvasElement }) => {
    const tip = await tipSection(canvasElement);
    await userEvent.click(tip.getByRole('radio', { name: '18 %' }));
    await expectDue(canvasElement, '$214.09');
    await expect(tip.getByRole('radio', { name: '18 %' })).toBeChecked();
  },
};

/** $10.00 typed in. */
export const Custom: Story = {
  tags: ['role:salon', 'state:custom'],
  parameters: salesMsw(),
  play: async ({ canvasElement }) => {
    const tip = await tipSection(canvasElement);
    await userEvent.click(tip.getByRole('radio', { name: 'Custom amount' }));
    await userEvent.type(tip.getByRole('textbox', { name: 'Tip amount (USD)' }), '10');
    await userEvent.click(tip.getByRole('button', { name: 'Apply tip' }));
    await expectDue(canvasElement, '$186.09');
  },
};

/** 20 % ($42.22) split between Stella Stylist and James Carter, $21.11 each. */
export const SeveralStylists: Story = {
  tags: ['role:manager', 'state:several-stylists'],
  args: { role: 'manager' },
  parameters: salesMsw(),
  play: async ({ canvasElement }) => {
    const tip = await tipSection(canvasElement);
    await userEvent.click(tip.getByRole('radio', { name: '20 %' }));
    const perStylist = within(await tip.findByLabelText('Tip per stylist'));
    await expect(perStylist.getByText('Stella Stylist')).toBeVisible();
    await expect(perStylist.getByText('James Carter')).toBeVisible();
    await expect(perStylist.getAllByText('$21.11')).toHaveLength(2);
    await expectDue(canvasElement, '$218.31');
  },
};
