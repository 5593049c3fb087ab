import { authHandlers } from '@salon/api/mocks/handlers/auth';
import { orderHandlers } from '@salon/api/mocks/handlers/orders';
import type { Order } from '@salon/api/orders/schemas';
import type { Role } from '@salon/api/shared/schemas';
import type { AnyHandler } from 'msw';
import { ordersPage } from '../support/pages';
import { pageParameters } from '../support/page-meta';
import type { Meta, StoryObj } from '@storybook/react-vite';

export type Args = { role: Role };

export function ordersMsw(role: Role, rows?: Order[], overrides: AnyHandler[] = []) {
  return { msw: { handlers: { auth: authHandlers(role), orders: [...overrides, ...orderHandlers(rows)] } } };
}

/** Every /order-history story's page and viewer: the guarded page as the salon's owner sees it. */
export const ORDERS_PAGE_META = { render: ordersPage, args: { role: 'salon' } } satisfies Meta<Args>;
/** The story type of the files whose meta spreads `ORDERS_PAGE_META`. */
export type OrdersStory = StoryObj<typeof ORDERS_PAGE_META>;
/** Every /order-history story's address and handlers (a literal meta's `parameters: { ...ordersParameters() }`). */
export const ordersParameters = () => pageParameters(ordersMsw('salon').msw.handlers, '/order-history');
