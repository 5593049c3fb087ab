import { MAX_STOCK } from '@salon/api/products/schemas';
import type { PaySaleBody, ReaderConnection, SalePaymentOutcome } from '@salon/api/sales/schemas';
import type { Database } from '../../db/client';
import type { SalePaymentRow, SaleRow, SalonRow } from '../../db/schema';
import {
  BadRequestError,
  ConflictError,
  HttpError,
  NotFoundError,
  ServiceUnavailableError,
} from '../../errors';
import { authorize } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import type { Mailer } from '../../mail/mailer';
import type { PaymentDestination, PaymentOutcome, PaymentProvider } from '../payments';
import { productStockIn } from '../products';
import type { SalonReads } from '../salons';
import { todayIn, zoneOf } from '../../lib/time-zones';
import { paidSaleTotals } from './day-totals';
import { dueOf, prepaidOf, saleOf, settingsOf } from './mapping';
import { SaleRefundRepository } from './refund-repository';
import { receiptMail } from './receipt-mail';
import type { SaleRecord, SaleRepository } from './repository';
import { SALE_CLOSED, SALE_NOT_FOUND } from './service';

export const NOTHING_TO_SELL = 'Add a service or a product first';
export const PAYMENT_PENDING = 'A card payment is being taken for this sale: wait for its answer';
export const OVER_DUE = 'The payment is more than what is due';
export const NOTHING_DUE = 'Nothing is due: the sale can be closed with a payment of 0';
export const SHORT_CASH = 'The cash handed over is less than the payment';
export const CARD_REQUIRED = 'Enter the card';
export const READER_DETAIL = 'Card reader';
export const CARD_NEEDS_CLIENT =
  'The card needs the client to authenticate: take another card or another way of paying';
export const CARD_UNANSWERED =
  'The card provider did not answer: the payment is asked after again from two minutes on';
export const CARD_NOT_TAKEN = 'The card payment did not go through: nothing was charged';
/** How long a card payment may wait for the provider's answer before a new payment asks after it. */
export const PENDING_FOR_MS = 2 * 60_000;

export interface DeskPaymentsDeps {
  sales: SaleRepository;
  salons: Pick<SalonReads, 'findById'>;
  payments: PaymentProvider;
  /** Where a salon's card money goes (its connected account); throws a 409 while it cannot take cards. */
  destinationOf?: (salonId: string, amountCents: number) => Promise<PaymentDestination>;
  mailer: Mailer;
  now: () => Date;
}

/**
 * The desk's payments towards a sale: cash (with change), a card through the payment provider, or another
 * way (a note). Each key is one payment whatever the retries. The payment that brings what is due to zero
 * takes the products' stock (before its card is charged), numbers the receipt and e-mails it, all in the
 * transaction that records it. A card is confirmed by the provider's own answer to the server's call: no
 * browser says a card was paid.
 */
export class DeskPayments {
  constructor(private readonly deps: DeskPaymentsDeps) {}

  async pay(viewer: Viewer, body: PaySaleBody): Promise<SalePaymentOutcome> {
    authorize(viewer, 'sales.checkout');
    const salon = await this.deps.salons.findById(ownSalonOf(viewer));
    if (!salon) throw new NotFoundError('Salon not found');
    const begin = () =>
      this.deps.sales.transaction((sales, tx) => this.begin(sales, tx, salon, viewer, body));
    let started = await begin();
    if (started.kind === 'stale') {
      await this.recover(salon, started.sale, started.payment);
      started = await begin();
    }
    if (started.kind === 'stale') throw new ConflictError(PAYMENT_PENDING);
    if (started.kind === 'answered') return started.outcome;
    if (started.kind === 'reader') return this.onReader(salon, started.sale, started.payment, body);
    const outcome = await this.charge(salon, started.sale, started.payment, body);
    return this.deps.sales.transaction((sales, tx) =>
      this.settle(sales, tx, salon, started.payment, outcome),
    );
  }

  /** A connection token for the desk's card reader, limited to the salon's reader location. */
  async readerConnection(viewer: Viewer): Promise<ReaderConnection> {
    authorize(viewer, 'sales.checkout');
    const settings = await this.deps.sales.settings(ownSalonOf(viewer));
    const location = settings?.readerLocation ?? null;
    const { secret, simulated } = await this.deps.payments.readerConnection(location);
    return { provider: this.deps.payments.name, secret, location, simulated };
  }

  /** The payment recorded: at once for cash and other ways, as pending for a card. */
  private async begin(
    sales: SaleRepository,
    tx: Database,
    salon: SalonRow,
    viewer: Viewer,
    body: PaySaleBody,
  ): Promise<
    | { kind: 'answered'; outcome: SalePaymentOutcome }
    | { kind: 'card' | 'reader' | 'stale'; sale: SaleRow; payment: SalePaymentRow }
  > {
    const sale = await sales.lock(salon.id, body.saleId);
    if (!sale) throw new NotFoundError(SALE_NOT_FOUND);
    const retried = await sales.paymentByKey(salon.id, body.key);
    if (retried) {
      if (retried.saleId !== sale.id) throw new ConflictError('This payment key belongs to another sale');
      if (retried.status === 'pending' && retried.reader) return { kind: 'reader', sale, payment: retried };
      if (retried.status === 'pending') return this.pending(sale, retried);
      return { kind: 'answered', outcome: await this.outcomeOf(sales, sale, retried) };
    }
    if (sale.status !== 'open') throw new ConflictError(SALE_CLOSED);
    const record = await sales.record(salon.id, sale);
    if (record.lines.length === 0) throw new BadRequestError(NOTHING_TO_SELL);
    const pending = record.payments.find((payment) => payment.status === 'pending');
    if (pending) return this.pending(sale, pending);
    const due = dueOf(sale);
    if (body.amountMinor > due) throw new BadRequestError(`${OVER_DUE} (${due} left)`);
    if (body.amountMinor === 0 && due > 0) throw new BadRequestError('Enter the amount to pay');
    if (body.amountMinor === 0) {
      // The deposit covered everything: the sale closes without a desk payment.
      const paid = await this.complete(sales, tx, salon, record);
      return { kind: 'answered', outcome: { sale: saleOf(paid), outcome: 'paid', reason: '' } };
    }
    const tendered = body.method === 'cash' ? (body.tenderedMinor ?? body.amountMinor) : 0;
    if (body.method === 'cash' && tendered < body.amountMinor) throw new BadRequestError(SHORT_CASH);
    const reader = body.method === 'card' && body.reader === true;
    if (body.method === 'card' && !reader && !body.paymentMethod) throw new BadRequestError(CARD_REQUIRED);
    const completes = body.amountMinor === due;
    // Stock first: a card is never charged for a product that is no longer there.
    if (completes && !sale.stockTaken) await this.takeStock(sales, tx, record);
    const { payment } = await sales.insertPayment({
      salonId: salon.id,
      saleId: sale.id,
      method: body.method,
      status: body.method === 'card' ? 'pending' : 'paid',
      amountMinor: body.amountMinor,
      tenderedMinor: tendered,
      changeMinor: tendered > 0 ? tendered - body.amountMinor : 0,
      detail: reader
        ? READER_DETAIL
        : body.method === 'card'
          ? cardDetail(body.paymentMethod!)
          : (body.note?.trim() ?? ''),
      reader,
      idempotencyKey: body.key,
      createdBy: viewer.userId,
    });
    if (reader) return { kind: 'reader', sale, payment };
    if (body.method === 'card') return { kind: 'card', sale, payment };
    const updated = await this.received(sales, tx, salon, sale, payment.amountMinor);
    return { kind: 'answered', outcome: { sale: saleOf(updated), outcome: 'paid', reason: '' } };
  }

  /** A card payment still being taken: 409, unless it was left pending long enough to be asked after. */
  private pending(
    sale: SaleRow,
    payment: SalePaymentRow,
  ): { kind: 'stale'; sale: SaleRow; payment: SalePaymentRow } {
    if (this.deps.now().getTime() - payment.createdAt.getTime() < PENDING_FOR_MS) {
      throw new ConflictError(PAYMENT_PENDING);
    }
    return { kind: 'stale', sale, payment };
  }

  /**
   * A card payment the server asked the provider for but never recorded the answer of (it stopped in
   * between): asked again with the same key, it is the same intent. Canceled now, it charged nothing;
   * one that cannot be canceled went through. Unanswered, it stays pending and the desk is told to wait.
   */
  private async recover(salon: SalonRow, sale: SaleRow, payment: SalePaymentRow): Promise<void> {
    const { payments } = this.deps;
    let outcome: PaymentOutcome & { intentId: string | null };
    try {
      // A reader's intent is known from its first tap; a typed card's is asked for again by its key.
      const intentId = payment.providerId ?? (await this.intentOf(salon, sale, payment)).intentId;
      outcome = (await payments.cancel(intentId))
        ? { status: 'declined', message: CARD_NOT_TAKEN, intentId }
        : { status: 'succeeded', intentId };
    } catch {
      return;
    }
    await this.deps.sales.transaction((sales, tx) => this.settle(sales, tx, salon, payment, outcome));
  }

  /** The provider's intent of a card payment (typed or on the reader): one per payment key, whatever the calls. */
  private async intentOf(salon: SalonRow, sale: SaleRow, payment: SalePaymentRow) {
    const destination = await this.deps.destinationOf?.(salon.id, payment.amountMinor);
    const { payments } = this.deps;
    return (payment.reader ? payments.createReaderPayment : payments.createSalePayment).call(payments, {
      saleId: sale.id,
      salonId: salon.id,
      description: `Desk sale ${sale.id.slice(0, 8)} at ${salon.name}`,
      amountCents: payment.amountMinor,
      currency: sale.currency.toLowerCase(),
      idempotencyKey: payment.idempotencyKey,
      ...(destination ? { destination } : {}),
    });
  }

  /**
   * A payment on the card reader. The first tap makes the reader's intent and answers `collect` (the
   * reader takes the card in the browser); the same key again asks the provider where the intent stands:
   * an authorised card is captured and settles the payment, a declined one leaves the sale open with
   * nothing charged, and a reader still without the card answers `collect` again.
   */
  private async onReader(
    salon: SalonRow,
    sale: SaleRow,
    payment: SalePaymentRow,
    body: PaySaleBody,
  ): Promise<SalePaymentOutcome> {
    const collect = (clientSecret: string | null) =>
      this.deps.sales.transaction(async (sales) => ({
        sale: saleOf(await sales.record(salon.id, sale)),
        outcome: 'collect' as const,
        reason: '',
        clientSecret,
      }));
    if (!payment.providerId) {
      let created;
      try {
        created = await this.intentOf(salon, sale, payment);
      } catch (error) {
        if (!(error instanceof HttpError)) throw new ServiceUnavailableError(CARD_UNANSWERED);
        // Refused before any intent (the salon cannot take cards yet): nothing was charged.
        const declined = { status: 'declined' as const, message: error.message, intentId: null };
        return this.deps.sales.transaction((sales, tx) => this.settle(sales, tx, salon, payment, declined));
      }
      await this.deps.sales.transaction((sales) =>
        sales.settlePayment(salon.id, payment.id, { status: 'pending', providerId: created.intentId }),
      );
      return collect(created.clientSecret);
    }
    const intentId = payment.providerId;
    let outcome: PaymentOutcome;
    try {
      outcome = await this.deps.payments.readerOutcome(intentId, body.paymentMethod);
    } catch {
      throw new ServiceUnavailableError(CARD_UNANSWERED);
    }
    if (outcome.status === 'requires_action') return collect(outcome.clientSecret);
    if (outcome.status === 'processing') throw new ConflictError(PAYMENT_PENDING);
    return this.deps.sales.transaction((sales, tx) =>
      this.settle(sales, tx, salon, payment, { ...outcome, intentId }),
    );
  }

  /** The provider's answer for the pending card payment; its own idempotency key is the payment's. */
  private async charge(
    salon: SalonRow,
    sale: SaleRow,
    payment: SalePaymentRow,
    body: PaySaleBody,
  ): Promise<PaymentOutcome & { intentId: string | null }> {
    const { payments } = this.deps;
    let intentId: string | null = null;
    try {
      const created = await this.intentOf(salon, sale, payment);
      intentId = created.intentId;
      const outcome = await payments.pay(created.intentId, body.paymentMethod!);
      if (outcome.status === 'requires_action' || outcome.status === 'processing') {
        // A desk cannot show the client's bank page: give the intent up unless it went through meanwhile.
        const canceled = await payments.cancel(created.intentId).catch(() => false);
        if (!canceled && outcome.status === 'processing') return { status: 'succeeded', intentId };
        return { status: 'declined', message: CARD_NEEDS_CLIENT, intentId };
      }
      return { ...outcome, intentId };
    } catch (error) {
      // Refused before any intent (the salon cannot take cards yet): nothing was charged.
      if (error instanceof HttpError && !intentId)
        return { status: 'declined', message: error.message, intentId };
      // The provider's answer is unknown: the payment stays pending until a later tap asks after it.
      throw new ServiceUnavailableError(CARD_UNANSWERED);
    }
  }

  private async settle(
    sales: SaleRepository,
    tx: Database,
    salon: SalonRow,
    payment: SalePaymentRow,
    outcome: PaymentOutcome & { intentId: string | null },
  ): Promise<SalePaymentOutcome> {
    const sale = (await sales.lock(salon.id, payment.saleId))!;
    if (outcome.status !== 'succeeded') {
      const declined = outcome.status === 'declined' ? outcome.message : CARD_NOT_TAKEN;
      await sales.settlePayment(salon.id, payment.id, {
        status: 'declined',
        detail: declined,
        providerId: outcome.intentId,
      });
      const current = sale.stockTaken
        ? await this.giveStockBack(sales, tx, await sales.record(salon.id, sale))
        : sale;
      return { sale: saleOf(await sales.record(salon.id, current)), outcome: 'declined', reason: declined };
    }
    await sales.settlePayment(salon.id, payment.id, { status: 'paid', providerId: outcome.intentId });
    const updated = await this.received(sales, tx, salon, sale, payment.amountMinor);
    return { sale: saleOf(updated), outcome: 'paid', reason: '' };
  }

  /** Adds a paid amount to the sale; the one that leaves nothing due closes it. */
  private async received(
    sales: SaleRepository,
    tx: Database,
    salon: SalonRow,
    sale: SaleRow,
    amountMinor: number,
  ): Promise<SaleRecord> {
    const updated = await sales.update(salon.id, sale.id, { paidMinor: sale.paidMinor + amountMinor });
    const record = await sales.record(salon.id, updated);
    return dueOf(updated) === 0 ? this.complete(sales, tx, salon, record) : record;
  }

  /** Paid in full: the stock taken, the receipt numbered and what it prints kept, the client e-mailed. */
  private async complete(
    sales: SaleRepository,
    tx: Database,
    salon: SalonRow,
    record: SaleRecord,
  ): Promise<SaleRecord> {
    if (!record.stockTaken) await this.takeStock(sales, tx, record);
    const settings = settingsOf(await sales.settings(salon.id));
    const number = await sales.nextReceiptNumber(salon.id);
    const updated = await sales.update(salon.id, record.id, {
      status: 'paid',
      receiptNumber: number,
      receipt: {
        salonName: salon.name,
        address: salon.address ?? '',
        taxNumber: settings.taxNumber ?? '',
        taxLabel: settings.taxLabel,
      },
      paidAt: this.deps.now(),
    });
    const paid = await sales.record(salon.id, updated);
    await new SaleRefundRepository(tx).addDayTotals(
      salon.id,
      paidSaleTotals(paid, todayIn(zoneOf(salon), updated.paidAt!), prepaidOf(paid)),
    );
    const mail = receiptMail(saleOf(paid), salon);
    if (mail) await this.deps.mailer.send(mail, tx);
    return paid;
  }

  /** The products' stock, in the caller's transaction: a 409 naming what ran out, and nothing taken. */
  private async takeStock(sales: SaleRepository, tx: Database, record: SaleRecord): Promise<void> {
    const stock = productStockIn(tx);
    for (const [productId, { name, quantity }] of productQuantities(record)) {
      if (!(await stock.moveStock(record.salonId, productId, -quantity, MAX_STOCK))) {
        throw new ConflictError(`${name} is out of stock`);
      }
    }
    await sales.update(record.salonId, record.id, { stockTaken: true });
  }

  private async giveStockBack(sales: SaleRepository, tx: Database, record: SaleRecord): Promise<SaleRow> {
    const stock = productStockIn(tx);
    for (const [productId, { quantity }] of productQuantities(record)) {
      await stock.moveStock(record.salonId, productId, quantity, MAX_STOCK);
    }
    return sales.update(record.salonId, record.id, { stockTaken: false });
  }

  private async outcomeOf(
    sales: SaleRepository,
    sale: SaleRow,
    payment: SalePaymentRow,
  ): Promise<SalePaymentOutcome> {
    const record = await sales.record(sale.salonId, sale);
    return payment.status === 'declined'
      ? { sale: saleOf(record), outcome: 'declined', reason: payment.detail }
      : { sale: saleOf(record), outcome: 'paid', reason: '' };
  }
}

/**
 * The units per product of the sale, by product id: every writer of stock (orders too) takes products in
 * that order, so two transactions never wait on each other's rows (a deadlock).
 */
function productQuantities(record: SaleRecord): Array<[string, { name: string; quantity: number }]> {
  const wanted = new Map<string, { name: string; quantity: number }>();
  for (const line of record.lines) {
    if (line.kind !== 'product' || !line.itemId) continue;
    const known = wanted.get(line.itemId);
    wanted.set(line.itemId, { name: line.name, quantity: (known?.quantity ?? 0) + line.quantity });
  }
  return [...wanted].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** What the receipt says of a card: its last four digits when the desk typed a number. */
function cardDetail(paymentMethod: string): string {
  const digits = paymentMethod.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? `Card •••• ${digits.slice(-4)}` : 'Card';
}
