import { array, enums, integer, min, nullable, object, string, type Infer } from 'superstruct';
import { Id, IsoDateTime } from '../shared/schemas';

export const ORDER_STATUSES = ['Pending', 'Completed'] as const;
export const OrderStatus = enums(ORDER_STATUSES);
export type OrderStatus = Infer<typeof OrderStatus>;

/** One line of an order: a snapshot of the product when it was ordered (prices in cents). */
export const OrderItem = object({
  productName: string(),
  productImageURL: nullable(string()),
  productPrice: min(integer(), 0),
  quantity: min(integer(), 1),
});
export type OrderItem = Infer<typeof OrderItem>;

export const ShippingAddress = object({
  firstName: string(),
  lastName: string(),
  address: string(),
  state: string(),
  zipcode: string(),
});
export type ShippingAddress = Infer<typeof ShippingAddress>;

/** The customer who ordered; null fields when their account has been deleted since. */
export const OrderCustomer = object({
  _id: nullable(Id),
  name: string(),
  phone: nullable(string()),
});
export type OrderCustomer = Infer<typeof OrderCustomer>;

export const Order = object({
  _id: Id,
  /** The human-friendly order number, counted per salon. */
  orderId: min(integer(), 1),
  /** Amounts in cents: items, other charges, and their total. */
  amount: min(integer(), 0),
  otherAmount: min(integer(), 0),
  totalAmount: min(integer(), 0),
  orderBy: OrderCustomer,
  orderStatus: OrderStatus,
  items: array(OrderItem),
  shippingAddress: ShippingAddress,
  createdAt: IsoDateTime,
});
export type Order = Infer<typeof Order>;

export const OrderIdQuery = object({ orderID: Id });
export type OrderIdQuery = Infer<typeof OrderIdQuery>;

export const OrderStatusBody = object({ orderStatus: OrderStatus });
export type OrderStatusBody = Infer<typeof OrderStatusBody>;
