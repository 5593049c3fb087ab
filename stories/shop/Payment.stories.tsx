import { buildOrder, orderIdOf } from '@salon/api/mocks/factories/orders';
import { shopOrderHandlers } from '@salon/api/mocks/handlers/shop-orders';
import { RequireCustomer } from '@salon/features/core';
import { CART_KEY, CHECKOUT_KEY, PaymentContainer } from '@salon/features/shop';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { websiteParameters } from '../support/page-meta';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_CART, withCart, type Args } from './shop-story';
import { playRedirectedTo } from '../support/plays';

/** Order #1001 of the demo client, in its payment page's URL. */
const ORDER_ID = orderIdOf(1);

/** The cart whose checkout placed order #1001 (the spec's `checkout` key names it). */
function withCheckoutOf(orderId: string) {
  return () => {
    withCart(DEMO_CART)();
    localStorage.setItem(CHECKOUT_KEY, JSON.stringify({ orderId }));
    return {};
  };
}

/**
 * /salon/{salonName}/transaction/{transactionId} through PaymentContainer against MSW: the page a
 * customer lands on after paying; `transactionId` is the order's id.
 */
const meta = {
  title: 'Catalogue/Shop/Payment',
  tags: ['catalogue:payment'],
  // As the website's route table serves it: the customer guard around the container.
  render: () => (
    <RequireCustomer>
      <PaymentContainer />
    </RequireCustomer>
  ),
  args: { role: 'user' },
  loaders: [withCheckoutOf('0dde0000-0000-4000-8000-000000000001')],
  parameters: {
    ...websiteParameters(
      {},
      '/transaction/0dde0000-0000-4000-8000-000000000001',
      '/transaction/:transactionId',
    ),
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card processor has not confirmed yet (Stripe confirms by webhook): the page waits and asks again. */
export const Default: Story = {
  tags: ['role:customer', 'state:default'],
  parameters: {
    msw: {
      handlers: {
        shopOrders: shopOrderHandlers([buildOrder(1, { paymentStatus: 'processing' })], {
          settlesByWebhook: true,
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();
    await expect(canvas.getByText('#1001')).toBeVisible();
    // Not paid yet: the cart stays.
    await expect(JSON.parse(localStorage.getItem(CART_KEY) ?? '{}').items).toHaveLength(2);
  },
};

/** The webhook arrives while the page polls: the success, and the cart that placed the order cleared. */
export const Success: Story = {
  tags: ['role:customer', 'state:success'],
  parameters: {
    msw: {
      handlers: {
        shopOrders: shopOrderHandlers([buildOrder(1, { paymentStatus: 'processing' })], {
          settlesByWebhook: true,
          confirmAfterReads: 2,
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Your payment is successful' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('#1001')).toBeVisible();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(CART_KEY) ?? '{}').items).toHaveLength(0));
    await expect(localStorage.getItem(CHECKOUT_KEY)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'View Order Summary' })).toBeVisible();
  },
};

/** The link to the order's summary. */
export const SuccessViewOrder: Story = {
  tags: ['role:customer', 'state:success'],
  parameters: { msw: { handlers: { shopOrders: shopOrderHandlers([buildOrder(1)]) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View Order Summary' }));
    await waitFor(() =>
      expect(canvas.getByTestId('redirected-to')).toHaveTextContent(
        `/salon/demo-salon/order-summary/${ORDER_ID}`,
      ),
    );
  },
};

/** The payment failed (declined, refused or abandoned): the error and the way back to checkout. */
export const Error: Story = {
  tags: ['role:customer', 'state:error'],
  parameters: {
    msw: { handlers: { shopOrders: shopOrderHandlers([buildOrder(1, { paymentStatus: 'failed' })]) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your payment failed' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Order #1001 was not paid');
    // The cart is kept for the next attempt.
    await expect(JSON.parse(localStorage.getItem(CART_KEY) ?? '{}').items).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Back to Checkout' })).toBeVisible();
  },
};

/** The way back to checkout after a failed payment. */
export const ErrorBackToCheckout: Story = {
  tags: ['role:customer', 'state:error'],
  parameters: {
    msw: { handlers: { shopOrders: shopOrderHandlers([buildOrder(1, { paymentStatus: 'failed' })]) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Back to Checkout' }));
    await waitFor(() =>
      expect(canvas.getByTestId('redirected-to')).toHaveTextContent('/salon/demo-salon/checkout'),
    );
  },
};

/** Another customer's order (or none): the server's 404. */
export const NotFound: Story = {
  tags: ['role:customer', 'state:not-found'],
  parameters: {
    route: '/salon/demo-salon/transaction/0dde0000-0000-4000-8000-0000000000aa',
    msw: { handlers: { shopOrders: shopOrderHandlers() } },
  },
  // An order that is not the customer's (or does not exist) is a page that does not exist.
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Page not found' })).toBeVisible();
  },
};

/** Signed out: the salon's login, as for order history. */
export const SignedOut: Story = {
  tags: ['role:visitor', 'state:signed-out'],
  args: { role: undefined },
  parameters: { msw: { handlers: { shopOrders: shopOrderHandlers() } } },
  play: playRedirectedTo('/salon/demo-salon/login'),
};
