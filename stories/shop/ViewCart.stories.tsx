import { couponHandlers } from '@salon/api/mocks/handlers/coupons';
import { changedShop } from '@salon/api/mocks/factories/cart-check';
import { shopPaymentHandlers } from '@salon/api/mocks/handlers/payouts';
import { cartCheckHandlers } from '@salon/api/mocks/handlers/shop-cart';
import { ViewCartContainer } from '@salon/features/shop';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { websiteParameters } from '../support/page-meta';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CHANGED_CART, DEMO_CART, withCart, type Args } from './shop-story';
import { expectFormAlert, retype } from '../support/form';
import { expectTexts } from '../support/expect';

/** /salon/{salonName}/view-cart through ViewCartContainer: the cart in local storage, coupons from MSW. */
const meta = {
  title: 'Catalogue/Shop/ViewCart',
  tags: ['catalogue:view-cart'],
  render: () => <ViewCartContainer />,
  args: {},
  parameters: {
    ...websiteParameters(
      { coupons: couponHandlers(), cart: cartCheckHandlers(), shopPayments: shopPaymentHandlers() },
      '/view-cart',
    ),
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  loaders: [withCart(DEMO_CART)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Argan Repair Shampoo' })).toBeVisible();
    await expect(canvas.getByText('$36.00')).toBeVisible();
    await expect(canvas.getAllByText('$50.00')).toHaveLength(2);
    // An empty code: the spec's message.
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Please enter coupon')).toBeVisible();
    // An unknown code: the server's message under the field and in a toast.
    await userEvent.type(canvas.getByLabelText('Coupon Code'), 'nosuch');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Coupon Code')).toHaveAccessibleDescription(
        /This coupon code is not valid/,
      ),
    );
    await retype(canvas, 'Coupon Code', 'spring10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('−$5.00')).toBeVisible();
    await expect(canvas.getByText('$45.00')).toBeVisible();
    const shampoo = within(canvas.getByRole('group', { name: 'Quantity of Argan Repair Shampoo' }));
    await userEvent.click(shampoo.getByRole('button', { name: 'Increase quantity' }));
    await expect(await canvas.findByText('$54.00')).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['role:any', 'state:empty'],
  loaders: [withCart([])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your cart is empty')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() =>
      expect(canvas.getByTestId('redirected-to')).toHaveTextContent('/salon/demo-salon/products-list'),
    );
  },
};

/** The shop changed since the items were added: each line says how, and Update Cart takes the server's. */
export const Changed: Story = {
  tags: ['role:any', 'state:changed'],
  loaders: [withCart(CHANGED_CART)],
  parameters: { msw: { handlers: { cart: cartCheckHandlers(changedShop) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFormAlert(canvas, /Your cart has changed/);
    await expectTexts(canvas, [
      'Price changed from $18.00 to $20.00',
      'This product is no longer available',
      'Only 1 left',
    ]);
  },
};

/** Update Cart: today's prices, the quantity cut to the stock, the spray gone. */
export const ChangedAccepted: Story = {
  tags: ['role:any', 'state:changed'],
  loaders: [withCart(CHANGED_CART)],
  parameters: { msw: { handlers: { cart: cartCheckHandlers(changedShop) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Update Cart' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Sea Salt Spray' })).toBeNull());
    await expect(canvas.getByText('$20.00 each')).toBeVisible();
    await expect(canvas.getAllByText('$69.99').length).toBeGreaterThan(0);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/** The salon's payouts are not set up: the cart says the shop cannot take cards, and offers no checkout. */
export const CardsClosed: Story = {
  tags: ['role:any', 'state:cards-closed'],
  loaders: [withCart(DEMO_CART)],
  parameters: { msw: { handlers: { shopPayments: shopPaymentHandlers(false) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'This salon cannot take card payments yet. Please come back later or contact the salon.',
      ),
    ).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
  },
};
