import { changedShop } from '@salon/api/mocks/factories/cart-check';
import { cartCheckHandlers } from '@salon/api/mocks/handlers/shop-cart';
import { CartPanelContainer } from '@salon/features/shop';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { websiteParameters } from '../support/page-meta';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CHANGED_CART, DEMO_CART, withCart, type Args } from './shop-story';
import { clickButton } from '../support/form';
import { findDialog } from '../support/dialog';
import { expectTexts } from '../support/expect';

/** The header's cart panel (CartPanelContainer) on Demo Salon's site, the cart in local storage. */
const meta = {
  title: 'Catalogue/Shop/CartPanel',
  tags: ['catalogue:cart-panel'],
  render: () => <CartPanelContainer open onClose={() => undefined} />,
  args: {},
  parameters: { ...websiteParameters({ cart: cartCheckHandlers() }, '') },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  loaders: [withCart(DEMO_CART)],
  play: async () => {
    const dialog = await findDialog('Shopping Cart');
    await expectTexts(dialog, ['Argan Repair Shampoo', '$50.00']);
    // The server agrees with the cart: nothing to point out.
    await expect(dialog.queryByText(/Your cart has changed/)).toBeNull();
    await clickButton(dialog, 'Remove Sea Salt Spray');
    await waitFor(() => expect(dialog.getByText('$36.00')).toBeVisible());
  },
};

export const Empty: Story = {
  tags: ['role:any', 'state:empty'],
  loaders: [withCart([])],
  play: async () => {
    const dialog = await findDialog('Shopping Cart');
    await expect(dialog.getByText('Your cart is empty')).toBeVisible();
  },
};

/** The shop changed since the items were added: each line says how, and Update Cart takes the server's. */
export const Changed: Story = {
  tags: ['role:any', 'state:changed'],
  loaders: [withCart(CHANGED_CART)],
  parameters: { msw: { handlers: { cart: cartCheckHandlers(changedShop) } } },
  play: async () => {
    const dialog = await findDialog('Shopping Cart');
    await expect(await dialog.findByText('Price changed from $18.00 to $20.00')).toBeVisible();
    await expectTexts(dialog, ['This product is no longer available', 'Only 1 left', '$139.97']);
  },
};

/** Update Cart: today's prices, the quantity cut to the stock, the spray gone. */
export const ChangedAccepted: Story = {
  tags: ['role:any', 'state:changed'],
  loaders: [withCart(CHANGED_CART)],
  parameters: { msw: { handlers: { cart: cartCheckHandlers(changedShop) } } },
  play: async () => {
    const dialog = await findDialog('Shopping Cart');
    await userEvent.click(await dialog.findByRole('button', { name: 'Update Cart' }));
    // Today's prices, the quantity cut to the stock, the spray gone: $40.00 + $29.99.
    await waitFor(() => expect(dialog.getByText('$69.99')).toBeVisible());
    await expect(dialog.queryByText('Sea Salt Spray')).toBeNull();
    await expect(dialog.queryByText(/Price changed/)).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Update Cart' })).toBeNull();
  },
};
