import type {
  ConfirmPaymentBody,
  CustomerOrdersQuery,
  Order,
  OrderStatus,
  PaymentBody,
  PaymentResult,
  PlacedOrder,
  PlaceOrderBody,
} from '@salon/api/orders/schemas';
import type { Paged, PagedQuery } from '@salon/api/shared/schemas';
import type { SalonRow } from '../../db/schema';
import { ConflictError, ForbiddenError, HttpError, NotFoundError } from '../../errors';
import { authorize } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import type { Mail, Mailer } from '../../mail/mailer';
import type { PaymentEvent, PaymentOutcome, PaymentProvider } from '../payments';
import { pagedOf } from '../products';
import type { SalonService } from '../salons';
import { orderCompletedMail, orderConfirmationMail, salonOrderMail, salonOfOrder } from './emails';
import type { CartPricing } from './pricing';
import { PRODUCT_GONE, shortMessage } from './pricing';
import { StockShortError, type OrderWithDetails } from './order-rows';
import type { OrderRepository } from './repository';
import { describeError } from '../../lib/describe-error';

/** Spec 2 §6: orders are seen by the salon owner and the superadmin only. */
const ORDER_NOT_FOUND = 'Order not found';
export const LOGIN_FIRST = 'Please Login First';
export const WRONG_SALON = 'Please sign in with your account of this salon to order';
export const NOT_PAYABLE = 'This order can no longer be paid. Please place a new order.';
/** A checkout left unpaid this long gives its stock back. */
export const ABANDONED_AFTER_MS = 30 * 60 * 1000;

function orderSalonOf(viewer: Viewer): string {
  authorize(viewer, 'orders.manage');
  return ownSalonOf(viewer);
}

/** The signed-in customer (a client user of a salon): only they order and see their orders. */
function customerOf(viewer: Viewer): { salonId: string; customerId: string } {
  authorize(viewer, 'orders.own', LOGIN_FIRST);
  return { salonId: ownSalonOf(viewer, LOGIN_FIRST), customerId: viewer.userId };
}

export function orderOf(row: OrderWithDetails): Order {
  const address = row.shippingAddress;
  return {
    _id: row.id,
    orderId: row.number,
    amount: row.amountCents,
    otherAmount: row.otherAmountCents,
    discount: row.discountCents,
    couponCode: row.couponCode,
    totalAmount: row.totalAmountCents,
    currency: row.currency,
    paymentStatus: row.paymentStatus,
    orderBy: {
      _id: row.customerId,
      // The account may be gone; the shipping name still says who ordered.
      name: row.customerName ?? `${address.firstName} ${address.lastName}`.trim(),
      phone: row.customerPhone,
    },
    orderStatus: row.status,
    items: row.items.map((item) => ({
      productName: item.productName,
      productImageURL: item.productImageUrl,
      productPrice: item.priceCents,
      quantity: item.quantity,
    })),
    shippingAddress: address,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface OrderServiceDeps {
  orders: OrderRepository;
  pricing?: CartPricing;
  salons?: SalonService;
  payments?: PaymentProvider;
  mailer?: Mailer;
  now?: () => Date;
  /** The address of the sites (`PUBLIC_URL`): the payment page a card's 3-D Secure returns to. */
  publicUrl?: string;
  /**
   * Where a salon's card payment goes (payouts' `chargeDestinationOf`): its connected account and the
   * platform's fee; throws a 409 while the salon cannot take card payments. Without it (unit tests),
   * payments go to the platform's own account.
   */
  destinationOf?: (
    salonId: string,
    amountCents: number,
  ) => Promise<{ account: string; applicationFeeCents: number }>;
}

/**
 * Shop orders: the salon's list and status (owner, superadmin), and the website's checkout for a
 * signed-in customer: priced by the server, stock taken in the order's transaction, idempotent per
 * checkout attempt, paid through the payment provider and confirmed by the server only.
 */
export class OrderService {
  private readonly deps: OrderServiceDeps;

  constructor(orders: OrderRepository | OrderServiceDeps) {
    this.deps = 'orders' in orders ? orders : { orders };
  }

  private get orders(): OrderRepository {
    return this.deps.orders;
  }

  async list(viewer: Viewer, query: PagedQuery): Promise<Paged<Order>> {
    const page = await this.orders.list(orderSalonOf(viewer), query);
    return pagedOf(page.rows.map(orderOf), page.total, query.pageSize);
  }

  /** The salon's status of a paid order; becoming Completed e-mails the customer in the same transaction. */
  async changeStatus(viewer: Viewer, id: string, status: OrderStatus): Promise<Order> {
    const salonId = orderSalonOf(viewer);
    const before = await this.orders.find(salonId, id);
    if (!before) throw new NotFoundError(ORDER_NOT_FOUND);
    const mail = this.deps.mailer ? orderCompletedMail(before, salonOfOrder(before)) : null;
    const changed = await this.orders.setStatus(salonId, id, status, {
      mail,
      send: (message, tx) => this.deps.mailer?.send(message, tx) ?? Promise.resolve(),
    });
    if (!changed) throw new NotFoundError(ORDER_NOT_FOUND);
    const row = await this.orders.find(salonId, id);
    if (!row) throw new NotFoundError(ORDER_NOT_FOUND);
    return orderOf(row);
  }

  // ---- The website's checkout ----

  async place(viewer: Viewer, body: PlaceOrderBody): Promise<PlacedOrder> {
    const { salonId, customerId } = customerOf(viewer);
    const { pricing, salons, payments } = this.shop();
    const salon = await salons.openSalon(body.name);
    if (salon.id !== salonId) throw new ForbiddenError(WRONG_SALON);

    const earlier = await this.orders.findByIdempotencyKey(salonId, customerId, body.idempotencyKey);
    if (earlier) return this.placedOf(earlier, salon);

    const cart = await pricing.price(salon, body.items, { couponCode: body.couponCode, checkStock: true });
    // Closed to cards until the salon's payout account can take charges: refused before any stock is taken.
    await this.deps.destinationOf?.(salonId, cart.total);
    let placed: { id: string; created: boolean };
    try {
      placed = await this.orders.place({
        salonId,
        customerId,
        idempotencyKey: body.idempotencyKey,
        lines: cart.lines,
        amountCents: cart.amount,
        discountCents: cart.discount,
        couponCode: cart.coupon?.code ?? null,
        otherAmountCents: cart.otherAmount,
        totalAmountCents: cart.total,
        currency: salon.currency,
        shippingAddress: body.shippingAddress,
        paymentProvider: payments.name,
      });
    } catch (error) {
      if (error instanceof StockShortError) {
        const [product] = await pricing.stockOf(salon, error.productId);
        throw new ConflictError(
          product ? shortMessage(product.name, product.stock) : PRODUCT_GONE,
          'insufficient_stock',
        );
      }
      throw error;
    }
    const row = await this.found(salonId, customerId, placed.id);
    return this.placedOf(row, salon);
  }

  async pay(viewer: Viewer, body: PaymentBody): Promise<PaymentResult> {
    const { salonId, customerId } = customerOf(viewer);
    const row = await this.found(salonId, customerId, body.orderID);
    if (row.paymentStatus === 'paid') return { status: 'succeeded', clientSecret: null, order: orderOf(row) };
    if (row.paymentStatus !== 'unpaid' || !row.paymentIntentId)
      throw new ConflictError(NOT_PAYABLE, 'not_payable');
    const outcome = await this.shop().payments.pay(
      row.paymentIntentId,
      body.transactionId,
      this.paymentPageOf(row),
    );
    return this.settle(row, outcome);
  }

  async confirm(viewer: Viewer, body: ConfirmPaymentBody): Promise<PaymentResult> {
    const { salonId, customerId } = customerOf(viewer);
    const row = await this.found(salonId, customerId, body.orderID);
    if (row.paymentStatus === 'paid') return { status: 'succeeded', clientSecret: null, order: orderOf(row) };
    if (row.paymentStatus !== 'requires_action' && row.paymentStatus !== 'processing') {
      throw new ConflictError(NOT_PAYABLE, 'not_payable');
    }
    const outcome = await this.shop().payments.afterAuthentication(
      row.paymentIntentId!,
      body.approve ?? false,
    );
    return this.settle(row, outcome);
  }

  async getForCustomer(viewer: Viewer, id: string): Promise<Order> {
    const { salonId, customerId } = customerOf(viewer);
    return orderOf(await this.found(salonId, customerId, id));
  }

  async listForCustomer(viewer: Viewer, query: CustomerOrdersQuery): Promise<Paged<Order>> {
    const { salonId, customerId } = customerOf(viewer);
    const page = await this.orders.listForCustomer(salonId, customerId, query);
    return pagedOf(page.rows.map(orderOf), page.total, query.pageSize);
  }

  /**
   * A verified provider event. Each event id is processed once (a redelivery changes nothing):
   * `succeeded` marks the order paid, `failed` and `canceled` end it and give its stock back.
   */
  async handlePaymentEvent(event: PaymentEvent): Promise<'processed' | 'duplicate' | 'ignored'> {
    const record = { id: event.id, provider: this.shop().payments.name, type: event.type };
    const row =
      event.intentId && event.salonId && /^[0-9a-f-]{36}$/i.test(event.salonId)
        ? await this.orders.findByPaymentIntent(event.salonId, event.intentId)
        : undefined;
    if (!row || event.outcome === 'other') {
      return (await this.orders.recordUnmatchedEvent(record)) ? 'ignored' : 'duplicate';
    }
    if (event.outcome === 'succeeded') {
      const details = await this.orders.find(row.salonId, row.id);
      const changed = await this.orders.markPaid(row.salonId, row.id, {
        event: record,
        mails: details ? this.paidMails(details) : [],
        send: (mail, tx) => this.deps.mailer?.send(mail, tx) ?? Promise.resolve(),
      });
      return changed ? 'processed' : 'duplicate';
    }
    return (await this.orders.release(row.salonId, row.id, event.outcome, { event: record }))
      ? 'processed'
      : 'duplicate';
  }

  /**
   * Checkouts left open (no card given, or its authentication never done) for `ABANDONED_AFTER_MS`:
   * their payment canceled at the provider and their stock given back. Run by the periodic sweep
   * (jobs/sweeps.ts) for every salon, never inside a request; `salonId` narrows it to one salon. Safe
   * on several instances at once: each order is released by a conditional update only one of them
   * wins; a payment the provider could not cancel (it went through meanwhile, or the provider is
   * unreachable) keeps its stock until its webhook or the next sweep. Resolves with how many orders
   * this call released; each order that failed is added to `failures` with its cause (`describeError`).
   */
  async releaseAbandoned(salonId: string | null = null, failures: string[] = []): Promise<number> {
    const now = this.deps.now?.() ?? new Date();
    const before = new Date(now.getTime() - ABANDONED_AFTER_MS);
    let released = 0;
    let after: { createdAt: Date; id: string } | undefined;
    for (;;) {
      const batch = await this.orders.abandoned(salonId, before, { limit: 100, ...(after ? { after } : {}) });
      for (const order of batch) {
        try {
          if (order.paymentIntentId && !(await this.shop().payments.cancel(order.paymentIntentId))) continue;
          if (await this.orders.release(order.salonId, order.id, 'canceled', { abandonedBefore: before })) {
            released += 1;
          }
        } catch (error) {
          failures.push(`order ${order.id}: ${describeError(error)}`);
        }
      }
      if (batch.length < 100) return released;
      after = batch.at(-1)!;
    }
  }

  private async settle(row: OrderWithDetails, outcome: PaymentOutcome): Promise<PaymentResult> {
    const { payments } = this.shop();
    switch (outcome.status) {
      case 'succeeded':
        if (payments.settlesByWebhook) {
          await this.orders.setOpenPaymentStatus(row.salonId, row.id, 'processing');
          return this.result(row, 'processing', null);
        }
        await this.orders.markPaid(row.salonId, row.id, {
          mails: this.paidMails(row),
          send: (mail, tx) => this.deps.mailer?.send(mail, tx) ?? Promise.resolve(),
        });
        return this.result(row, 'succeeded', null);
      case 'requires_action':
        await this.orders.setOpenPaymentStatus(row.salonId, row.id, 'requires_action');
        return this.result(row, 'requires_action', outcome.clientSecret);
      case 'processing':
        await this.orders.setOpenPaymentStatus(row.salonId, row.id, 'processing');
        return this.result(row, 'processing', null);
      case 'declined':
        await this.orders.release(row.salonId, row.id, 'failed');
        throw new HttpError(402, outcome.message, 'card_declined');
    }
  }

  /** When an order is paid: the customer's confirmation, and one e-mail to the salon. */
  private paidMails(row: OrderWithDetails): Array<Mail | null> {
    const salon = salonOfOrder(row);
    return [
      orderConfirmationMail(row, salon),
      salonOrderMail(
        row,
        salon,
        `${(this.deps.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '')}/order-history`,
      ),
    ];
  }

  private async result(
    row: OrderWithDetails,
    status: PaymentResult['status'],
    clientSecret: string | null,
  ): Promise<PaymentResult> {
    const fresh = await this.orders.find(row.salonId, row.id);
    return { status, clientSecret, order: orderOf(fresh ?? row) };
  }

  /** The order's payment session; a Stripe PaymentIntent is made once per order (idempotent at Stripe). */
  private async placedOf(row: OrderWithDetails, salon: SalonRow): Promise<PlacedOrder> {
    const { payments } = this.shop();
    let clientSecret: string | null = null;
    if (row.paymentStatus !== 'paid' && (payments.name === 'stripe' || !row.paymentIntentId)) {
      try {
        const destination = await this.deps.destinationOf?.(salon.id, row.totalAmountCents);
        const created = await payments.createPayment({
          orderId: row.id,
          salonId: salon.id,
          orderNumber: row.number,
          amountCents: row.totalAmountCents,
          currency: row.currency,
          ...(destination ? { destination } : {}),
        });
        clientSecret = created.clientSecret;
        if (created.intentId !== row.paymentIntentId) {
          await this.orders.setPaymentIntent(salon.id, row.id, created.intentId);
        }
      } catch (error) {
        // No payment can be taken: the order gives its stock back rather than hold it.
        await this.orders.release(salon.id, row.id, 'canceled');
        throw error;
      }
    }
    const fresh = await this.orders.find(salon.id, row.id);
    return {
      orderDetails: orderOf(fresh ?? row),
      payment: { provider: payments.name, clientSecret, publishableKey: payments.publishableKey },
    };
  }

  /** `/salon/{salonName}/transaction/{orderId}`: where the customer sees the payment settle. */
  private paymentPageOf(row: OrderWithDetails): string | undefined {
    if (!this.deps.publicUrl) return undefined;
    return new URL(`/salon/${row.salonSlug}/transaction/${row.id}`, this.deps.publicUrl).toString();
  }

  private async found(salonId: string, customerId: string, id: string): Promise<OrderWithDetails> {
    const row = await this.orders.findForCustomer(salonId, customerId, id);
    if (!row) throw new NotFoundError(ORDER_NOT_FOUND);
    return row;
  }

  private shop(): { pricing: CartPricing; salons: SalonService; payments: PaymentProvider } {
    const { pricing, salons, payments } = this.deps;
    if (!pricing || !salons || !payments) throw new Error('The shop is not configured');
    return { pricing, salons, payments };
  }
}
