import { changedShop } from '@salon/api/mocks/factories/cart-check';
import { couponHandlers } from '@salon/api/mocks/handlers/coupons';
import { shopPaymentHandlers } from '@salon/api/mocks/handlers/payouts';
import { cartCheckHandlers } from '@salon/api/mocks/handlers/shop-cart';
import { shopOrderHandlers } from '@salon/api/mocks/handlers/shop-orders';
import { CheckoutContainer } from '@salon/features/shop';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { websiteParameters } from '../support/page-meta';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CHANGED_CART, DEMO_CART, withCart, type Args } from './shop-story';
import { expectRedirectedTo, expectTexts, expectToast } from '../support/expect';
import { expectAlerts, typeInto } from '../support/form';

/** /salon/{salonName}/checkout through CheckoutContainer against MSW, the cart in local storage. */
const meta = {
  title: 'Catalogue/Shop/Checkout',
  tags: ['catalogue:checkout'],
  render: () => <CheckoutContainer />,
  args: { role: 'user' },
  loaders: [withCart(DEMO_CART)],
  parameters: {
    ...websiteParameters(
      { shopOrders: shopOrderHandlers([]), cart: cartCheckHandlers(), shopPayments: shopPaymentHandlers() },
      '/checkout',
    ),
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillShipping(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('First Name'), 'Chris');
  await typeInto(canvas, {
    'Last Name': 'Walker',
    Address: '415 West 23rd Street',
    City: 'New York',
    State: 'NY',
    'Zip Code': '10011',
  });
}

export const Customer: Story = {
  tags: ['role:customer', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Shipping Details' })).toBeVisible();
    await expect(canvas.getByText('Argan Repair Shampoo × 2')).toBeVisible();
    await expect(canvas.getAllByText('$50.00').length).toBeGreaterThan(0);
  },
};

export const Visitor: Story = {
  tags: ['role:visitor', 'state:default'],
  args: { role: undefined },
  play: async ({ canvasElement }) => {
    await fillShipping(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Place Order' }));
    await expectToast('Please Login First');
  },
};

export const Validation: Story = {
  tags: ['role:customer', 'state:validation'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Place Order' }));
    // Only the first failing field is flagged.
    await expectAlerts(canvas, ['Please enter first name']);
    await userEvent.type(canvas.getByLabelText('First Name'), 'Chris');
    await expect(await canvas.findByText('Please enter last name')).toBeVisible();
    await typeInto(canvas, { 'Last Name': 'Walker', Address: '415 West 23rd Street' });
    await expect(await canvas.findByText('Please enter a city')).toBeVisible();
    await expect(canvas.getByLabelText('City')).toHaveAttribute('autocomplete', 'address-level2');
  },
};

export const Success: Story = {
  tags: ['role:customer', 'state:success'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillShipping(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(await canvas.findByText(/Order #1099 is placed/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Card Number'), '4242424242424242');
    await expect(canvas.getByLabelText('Card Number')).toHaveValue('4242 4242 4242 4242');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $50.00' }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(canvas.getByText('#1099')).toBeVisible();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('cart') ?? '{}').items).toEqual([]));
  },
};

/**
 * The saved coupon shows in the total before the order is placed, and the Pay button keeps the discounted
 * total after a declined card (the next attempt places a new order with the same coupon).
 */
export const CouponAfterDecline: Story = {
  tags: ['role:customer', 'state:declined'],
  loaders: [withCart(DEMO_CART, 'SPRING10')],
  parameters: { msw: { handlers: { coupons: couponHandlers() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(await canvas.findByRole('region', { name: 'Order Summary' }));
    await expect(await summary.findByText('−$5.00')).toBeVisible();
    await expect(summary.getByText('Coupon SPRING10')).toBeVisible();
    await expect(summary.getByText('$45.00')).toBeVisible();
    await fillShipping(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(await canvas.findByText(/Order #1099 is placed/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Card Number'), '4000000000000002');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $45.00' }));
    await waitFor(() => expect(screen.getAllByText('Your card was declined.').length).toBeGreaterThan(0));
    await expect(await canvas.findByRole('button', { name: 'Pay $45.00' })).toBeEnabled();
    await expect(summary.getByText('−$5.00')).toBeVisible();
  },
};

/** The shop changed since the items were added: no order is placed until the customer takes the update. */
export const Changed: Story = {
  tags: ['role:customer', 'state:changed'],
  loaders: [withCart(CHANGED_CART)],
  parameters: { msw: { handlers: { cart: cartCheckHandlers(changedShop) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(await canvas.findByRole('region', { name: 'Order Summary' }));
    await expect(await summary.findByText('Price changed from $18.00 to $20.00')).toBeVisible();
    await expectTexts(summary, ['This product is no longer available', 'Only 1 left']);
    await fillShipping(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  },
};

/** Update Cart: the server's prices and quantities, and the order can be placed. */
export const ChangedAccepted: Story = {
  tags: ['role:customer', 'state:changed'],
  loaders: [withCart(CHANGED_CART)],
  parameters: { msw: { handlers: { cart: cartCheckHandlers(changedShop) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(await canvas.findByRole('region', { name: 'Order Summary' }));
    await userEvent.click(await summary.findByRole('button', { name: 'Update Cart' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place Order' })).toBeEnabled());
    await expect(summary.getByText('Argan Repair Shampoo × 2')).toBeVisible();
    await expect(summary.queryByText(/Sea Salt Spray/)).toBeNull();
    await expect(summary.getAllByText('$69.99').length).toBeGreaterThan(0);
  },
};

async function payWithSucceedingCard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await fillShipping(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
  await userEvent.type(await canvas.findByLabelText('Card Number'), '4242424242424242');
  await userEvent.click(canvas.getByRole('button', { name: 'Pay $50.00' }));
}

/**
 * Stripe confirms by webhook: the payment answers `processing` and checkout sends the customer to the
 * payment page, which waits for the confirmation (the cart is cleared there once paid).
 */
export const Processing: Story = {
  tags: ['role:customer', 'state:processing'],
  parameters: {
    msw: { handlers: { shopOrders: shopOrderHandlers([], { settlesByWebhook: true }) } },
  },
  play: async ({ canvasElement }) => {
    await payWithSucceedingCard(canvasElement);
    await expectRedirectedTo(
      canvasElement,
      '/salon/demo-salon/transaction/0dde0000-0000-4000-8000-0000000000ff',
    );
    await expect(JSON.parse(localStorage.getItem('cart') ?? '{}').items).toHaveLength(2);
  },
};

/**
 * The payment's answer was lost and the retry gets 409 'can no longer be paid': checkout reads the order
 * again (processing) and goes to its payment page, instead of taking it for a decline and placing (and
 * charging) a second order.
 */
export const RetryAfterLostAnswer: Story = {
  tags: ['role:customer', 'state:processing'],
  parameters: {
    msw: {
      handlers: { shopOrders: shopOrderHandlers([], { settlesByWebhook: true, lostFirstAnswer: true }) },
    },
  },
  play: async ({ canvasElement }) => {
    await payWithSucceedingCard(canvasElement);
    await expectRedirectedTo(
      canvasElement,
      '/salon/demo-salon/transaction/0dde0000-0000-4000-8000-0000000000ff',
    );
    await expect(screen.queryByText(/can no longer be paid/)).toBeNull();
  },
};

/** The salon's payouts are not set up: the checkout says so in place of the order form. */
export const CardsClosed: Story = {
  tags: ['role:customer', 'state:cards-closed'],
  parameters: { msw: { handlers: { shopPayments: shopPaymentHandlers(false) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: 'Card payments' }));
    await expect(panel.getByRole('status')).toHaveTextContent('This salon cannot take card payments yet.');
    await expect(canvas.queryByRole('button', { name: 'Place Order' })).toBeNull();
  },
};
