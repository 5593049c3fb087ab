import { checkoutSale } from '@salon/api/mocks/factories/sales';
import { saleFailures } from '@salon/api/mocks/handlers/sales';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { expectAddress } from '../support/address';
import { expectAlert, expectToast } from '../support/expect';
import { expectNoSidewaysScroll, PHONE_STORY } from '../support/phone';
import {
  addItem,
  expectDue,
  payButton,
  SALE_PAGE_META,
  saleParameters,
  salesMsw,
  type Args,
  type SaleStory as Story,
} from './sales-story';

/**
 * The desk's checkout (/sales/:saleId) through CheckoutContainer against MSW, priced by the mocks as the
 * server prices (`priceSale`): Chris Walker's visit, a Haircut by Stella Stylist and a Colouring by James
 * Carter, 8.25 % sales tax on top, a $35.00 deposit paid online; and a walk-in's new sale.
 */
export default {
  ...SALE_PAGE_META,
  parameters: { ...saleParameters(checkoutSale._id) },
  title: 'Catalogue/Sales/PosCheckout',
  tags: ['catalogue:pos-checkout'],
} satisfies Meta<Args>;

async function itemsOf(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('list', { name: 'Lines of the sale' }));
}

/** The visit's lines with their stylists; a shampoo added by name is priced with its tax. */
export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    await payButton(canvasElement, '$176.09');
    const lines = await itemsOf(canvasElement);
    await expect(lines.getByRole('combobox', { name: 'Stylist of Haircut' })).toHaveDisplayValue(
      'Stella Stylist',
    );
    await expect(lines.getByRole('combobox', { name: 'Stylist of Colouring' })).toHaveDisplayValue(
      'James Carter',
    );
    await addItem(canvasElement, 'shampoo', 'Argan Repair Shampoo');
    await expectDue(canvasElement, '$195.58');
    await expect(
      (await itemsOf(canvasElement)).getByRole('heading', { name: /Argan Repair Shampoo/ }),
    ).toBeVisible();
  },
};

/** The deposit paid online comes off what is due. */
export const WithDeposit: Story = {
  tags: ['role:manager', 'state:with-deposit'],
  args: { role: 'manager' },
  parameters: salesMsw(),
  play: async ({ canvasElement }) => {
    const totals = within(await within(canvasElement).findByRole('region', { name: 'Totals' }));
    await expect(await totals.findByText('Deposit paid')).toBeVisible();
    await expect(totals.getByText('−$35.00')).toBeVisible();
    await expect(totals.getByText('$211.09')).toBeVisible();
    await payButton(canvasElement, '$176.09');
  },
};

/** A walk-in at the counter: New sale starts an empty sale; a haircut and the client's name are added. */
export const WalkIn: Story = {
  tags: ['role:salon', 'state:walk-in'],
  parameters: { route: '/sales/new', ...salesMsw() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'New sale', level: 1 })).toBeVisible();
    await expect(await canvas.findByText(/No items yet/)).toBeVisible();
    await expectAddress(canvasElement, '/sales/5a1effff-0000-4000-8000-00000000f001');
    await addItem(canvasElement, 'hairc', 'Haircut');
    await expectDue(canvasElement, '$59.54');
    await userEvent.type(canvas.getByRole('textbox', { name: /Client name/ }), 'Ava Thompson');
    await userEvent.tab();
    await expectDue(canvasElement, '$59.54');
  },
};

/** 10 % off the sale, shared between the lines before their tax. */
export const Discount: Story = {
  tags: ['role:manager', 'state:discount'],
  args: { role: 'manager' },
  parameters: salesMsw(),
  play: async ({ canvasElement }) => {
    await payButton(canvasElement, '$176.09');
    const section = within(within(canvasElement).getByRole('region', { name: 'Discount and coupon' }));
    await userEvent.type(section.getByRole('textbox', { name: 'Sale discount' }), '10');
    await userEvent.tab();
    await expectDue(canvasElement, '$154.98');
    const totals = within(within(canvasElement).getByRole('region', { name: 'Totals' }));
    await expect(totals.getByText('−$19.50')).toBeVisible();
  },
};

/** A quantity of 0 and a changed price without its reason: refused on the form, nothing paid. */
export const Validation: Story = {
  tags: ['role:salon', 'state:validation'],
  parameters: salesMsw(),
  play: async ({ canvasElement }) => {
    const pay = await payButton(canvasElement, '$176.09');
    const lines = await itemsOf(canvasElement);
    const quantity = lines.getByRole('textbox', { name: 'Qty of Haircut' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    const price = lines.getByRole('textbox', { name: 'Price (USD) of Colouring' });
    await userEvent.clear(price);
    await userEvent.type(price, '120');
    await userEvent.click(pay);
    await expect(await lines.findByText('Please enter a whole quantity from 1 to 100')).toBeVisible();
    await expect(lines.getByText('Please give a reason for the changed price')).toBeVisible();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['role:salon', 'state:loading'],
  parameters: salesMsw(undefined, [saleFailures.saleLoading]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: 'Loading the sale' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  tags: ['role:manager', 'state:error'],
  args: { role: 'manager' },
  parameters: salesMsw(undefined, [saleFailures.saleFails]),
  play: ({ canvasElement }) => expectAlert(canvasElement, 'Could not load the sale, please try again'),
};

/** On a 390 px phone: every field fits, nothing scrolls sideways. */
export const Phone: Story = {
  ...PHONE_STORY,
  tags: ['role:salon', 'state:default', 'viewport:phone'],
  parameters: salesMsw(),
  play: async ({ canvasElement }) => {
    await payButton(canvasElement, '$176.09');
    await expectNoSidewaysScroll();
  },
};

/** Void sale: an open sale without desk payments given up with a reason; its page then says so. */
export const VoidSale: Story = {
  tags: ['role:manager', 'state:voided'],
  args: { role: 'manager' },
  parameters: salesMsw(),
  play: async ({ canvasElement }) => {
    await payButton(canvasElement, '$176.09');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Void sale' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Void sale' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Void sale' }));
    await expect(await dialog.findByText('Please give a reason for voiding the sale')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'The client left before paying');
    await userEvent.click(dialog.getByRole('button', { name: 'Void sale' }));
    await expectToast('Sale voided');
    await expect(await within(canvasElement).findByRole('note')).toHaveTextContent(
      'Voided: The client left before paying',
    );
  },
};
