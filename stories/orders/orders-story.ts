import { authHandlers } from '@salon/api/mocks/handlers/auth';
import { orderHandlers } from '@salon/api/mocks/handlers/orders';
import type { Order } from '@salon/api/orders/schemas';
import type { Role } from '@salon/api/shared/schemas';
import type { AnyHandler } from 'msw';

export type Args = { role: Role };

export function ordersMsw(role: Role, rows?: Order[], overrides: AnyHandler[] = []) {
  return { msw: { handlers: { auth: authHandlers(role), orders: [...overrides, ...orderHandlers(rows)] } } };
}
