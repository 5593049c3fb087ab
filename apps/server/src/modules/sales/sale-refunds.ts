import { MAX_STOCK } from '@salon/api/products/schemas';
import {
  SALE_REFUND_MESSAGES as MESSAGES,
  unitsLeftMessage,
  type RefundSaleBody,
  type Sale,
} from '@salon/api/sales/schemas';
import { allocateRefund, refundOfLine, type RefundMethod } from '@salon/rules/sale-refunds';
import { splitInProportion } from '@salon/rules/sale-pricing';
import type { SaleRefundPaymentRow, SalonRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { authorize } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import { describeError } from '../../lib/describe-error';
import { todayIn, zoneOf } from '../../lib/time-zones';
import type { Mailer } from '../../mail/mailer';
import { refundBackoffMs, REFUND_MAX_ATTEMPTS } from '../appointment-payments';
import type { PaymentProvider } from '../payments';
import { productStockIn } from '../products';
import type { SalonReads } from '../salons';
import { refundTotals } from './day-totals';
import { saleOf } from './mapping';
import { refundMail } from './receipt-mail';
import { SaleRefundRepository, type SaleRefundRecord } from './refund-repository';
import type { SaleRecord, SaleRepository } from './repository';
import { SALE_NOT_FOUND } from './service';

/** How long a card refund just recorded is left to its own call before the job may try it. */
const REFUND_LEASE_MS = 5 * 60_000;
const CLAIM_LIMIT = 20;

export interface SaleRefundsDeps {
  sales: SaleRepository;
  salons: Pick<SalonReads, 'findById'>;
  payments: PaymentProvider;
  /** Whether card payments are destination charges: their refunds then reverse the salon's transfer. */
  destinationCharges: boolean;
  staffName: (userId: string) => Promise<string>;
  mailer: Mailer;
  now: () => Date;
}

/**
 * Refunds of paid sales: some units of some lines, and the tip, given back through the payments the
 * desk took (cards first, then other ways, then cash out of the drawer), products back to stock, with a
 * refund receipt numbered from the salon's receipt counter, all in one transaction. A card's refund is
 * recorded as pending before the provider is called, so a call that fails or never returns is asked
 * again by the refund job (`retryDue`) with the same idempotency key: one refund, whatever the retries.
 */
export class SaleRefunds {
  constructor(private readonly deps: SaleRefundsDeps) {}

  async refund(viewer: Viewer, body: RefundSaleBody): Promise<Sale> {
    authorize(viewer, 'sales.refund');
    const salon = await this.deps.salons.findById(ownSalonOf(viewer));
    if (!salon) throw new NotFoundError('Salon not found');
    const byName = await this.deps.staffName(viewer.userId);
    const { cards } = await this.deps.sales.transaction(async (sales, tx) => {
      const sale = await sales.lock(salon.id, body.saleId);
      if (!sale) throw new NotFoundError(SALE_NOT_FOUND);
      const refunds = new SaleRefundRepository(tx);
      const retried = await refunds.byKey(salon.id, body.key);
      if (retried) {
        if (retried.saleId !== sale.id) throw new ConflictError(MESSAGES.keyOfOtherSale);
        return { cards: [] as SaleRefundPaymentRow[] };
      }
      if (sale.status === 'refunded') throw new ConflictError(MESSAGES.refundedAlready);
      if (sale.status !== 'paid') throw new ConflictError(MESSAGES.notPaid);
      const record = await sales.record(salon.id, sale);
      const past = await refunds.ofSale(salon.id, sale.id);
      const plan = planRefund(record, past, body);
      const number = await sales.nextReceiptNumber(salon.id);
      const refund = await refunds.insert(
        {
          salonId: salon.id,
          saleId: sale.id,
          number,
          amountMinor: plan.amountMinor,
          keptMinor: plan.keptMinor,
          taxMinor: plan.taxMinor,
          tipMinor: plan.tipMinor,
          reason: body.reason.trim(),
          restocked: body.restock && plan.products.size > 0,
          idempotencyKey: body.key,
          createdBy: viewer.userId,
          createdByName: byName,
        },
        plan.lines,
        plan.payments.map((part) => ({
          paymentId: part.id,
          method: part.method,
          amountMinor: part.amountMinor,
          status: part.method === 'card' ? 'pending' : 'refunded',
          detail: record.payments.find((payment) => payment.id === part.id)?.detail ?? '',
          dueAt: part.method === 'card' ? new Date(this.deps.now().getTime() + REFUND_LEASE_MS) : null,
        })),
      );
      if (body.restock && sale.stockTaken) {
        const stock = productStockIn(tx);
        // By product id, as every writer of stock takes them.
        for (const [productId, quantity] of [...plan.products].sort(([a], [b]) => (a < b ? -1 : 1))) {
          await stock.moveStock(salon.id, productId, quantity, MAX_STOCK);
        }
      }
      const refundedMinor = sale.refundedMinor + plan.amountMinor;
      await sales.update(salon.id, sale.id, {
        refundedMinor,
        status: plan.everything ? 'refunded' : 'paid',
      });
      await refunds.addDayTotals(
        salon.id,
        refundTotals({
          record,
          day: todayIn(zoneOf(salon), this.deps.now()),
          amountMinor: plan.amountMinor,
          lines: plan.lines,
          tips: plan.tips,
          payments: plan.payments,
        }),
      );
      const mail = refundMail(
        saleOf(await sales.record(salon.id, { ...sale, refundedMinor })),
        number,
        plan.amountMinor,
        salon,
      );
      if (mail) await this.deps.mailer.send(mail, tx);
      const written = await refunds.ofSale(salon.id, sale.id);
      return {
        cards: written
          .find((row) => row.id === refund.id)!
          .payments.filter((payment) => payment.status === 'pending'),
      };
    });
    for (const card of cards) await this.giveBack(card, salon);
    const sale = await this.deps.sales.find(salon.id, body.saleId);
    return saleOf(await this.deps.sales.record(salon.id, sale!));
  }

  /** One round of the refund job: the card refunds due, tried again with backoff. */
  async retryDue(): Promise<{ refunded: number; retrying: number; failed: number }> {
    const now = this.deps.now();
    const refunds = new SaleRefundRepository(this.deps.sales.database);
    const due = await refunds.claimDue(now, CLAIM_LIMIT, new Date(now.getTime() + REFUND_LEASE_MS));
    const counts = { refunded: 0, retrying: 0, failed: 0 };
    for (const row of due) {
      const salon = await this.deps.salons.findById(row.salonId);
      const outcome = await this.giveBack(row, salon);
      counts[outcome] += 1;
    }
    return counts;
  }

  /** One call of the provider for a card refund, and what it answered recorded. */
  private async giveBack(
    row: SaleRefundPaymentRow,
    salon: SalonRow | undefined,
  ): Promise<'refunded' | 'retrying' | 'failed'> {
    const refunds = new SaleRefundRepository(this.deps.sales.database);
    const attempts = row.attempts + 1;
    let error: string;
    try {
      const intentId = await refunds.providerIdOf(row.salonId, row.paymentId);
      if (!intentId || !salon) throw new Error('The card payment has no provider id');
      const outcome = await this.deps.payments.refund({
        intentId,
        amountCents: row.amountMinor,
        idempotencyKey: `sale-refund-${row.id}`,
        saleId: row.saleId,
        salonId: row.salonId,
        reverseTransfer: this.deps.destinationCharges,
      });
      if (outcome.status !== 'failed') {
        await refunds.settlePayment(row.salonId, row.id, {
          status: 'refunded',
          providerId: outcome.refundId,
          attempts,
          dueAt: null,
          lastError: '',
        });
        return 'refunded';
      }
      error = outcome.message;
    } catch (thrown) {
      error = describeError(thrown);
    }
    const last = attempts >= REFUND_MAX_ATTEMPTS;
    await refunds.settlePayment(row.salonId, row.id, {
      status: last ? 'failed' : 'pending',
      attempts,
      dueAt: last ? null : new Date(this.deps.now().getTime() + refundBackoffMs(attempts)),
      lastError: error,
    });
    return last ? 'failed' : 'retrying';
  }
}

interface RefundPlan {
  lines: Array<{ lineId: string; name: string; quantity: number; amountMinor: number; taxMinor: number }>;
  tips: Array<{ stylistId: string; amountMinor: number }>;
  payments: Array<{ id: string; method: RefundMethod; amountMinor: number }>;
  /** Units per product going back to stock. */
  products: Map<string, number>;
  amountMinor: number;
  keptMinor: number;
  taxMinor: number;
  tipMinor: number;
  /** Whether the sale is given back in full once this refund is made. */
  everything: boolean;
}

/** What the refund asked for gives back, checked against the sale and its earlier refunds. */
function planRefund(record: SaleRecord, past: SaleRefundRecord[], body: RefundSaleBody): RefundPlan {
  if (body.lines.length === 0 && !body.tip) throw new BadRequestError(MESSAGES.nothing);
  const refundedOf = (lineId: string) => {
    const rows = past.flatMap((refund) => refund.lines.filter((line) => line.lineId === lineId));
    return {
      refundedQuantity: rows.reduce((sum, row) => sum + row.quantity, 0),
      refundedMinor: rows.reduce((sum, row) => sum + row.amountMinor, 0),
      refundedTaxMinor: rows.reduce((sum, row) => sum + row.taxMinor, 0),
    };
  };
  const wanted = new Map<string, number>();
  for (const line of body.lines) wanted.set(line.lineId, (wanted.get(line.lineId) ?? 0) + line.quantity);
  const lines: RefundPlan['lines'] = [];
  const products = new Map<string, number>();
  for (const [lineId, quantity] of wanted) {
    const line = record.lines.find((candidate) => candidate.id === lineId);
    if (!line) throw new BadRequestError(MESSAGES.lineNotFound);
    const refunded = refundedOf(lineId);
    const left = line.quantity - refunded.refundedQuantity;
    if (quantity > left) {
      throw new BadRequestError(unitsLeftMessage(left, line.name));
    }
    const share = refundOfLine({ ...line, ...refunded }, quantity);
    lines.push({ lineId, name: line.name, quantity, ...share });
    if (line.kind === 'product' && line.itemId) {
      products.set(line.itemId, (products.get(line.itemId) ?? 0) + quantity);
    }
  }
  const tipGiven = past.reduce((sum, refund) => sum + refund.tipMinor, 0);
  const tipLeft = record.tipMinor - tipGiven;
  if (body.tip && record.tipMinor === 0) throw new BadRequestError(MESSAGES.noTip);
  if (body.tip && tipLeft === 0) throw new BadRequestError(MESSAGES.tipGivenBack);
  const tipMinor = body.tip ? tipLeft : 0;
  const shares = splitInProportion(
    tipMinor,
    record.tips.map((tip) => tip.amountMinor),
  );
  const tips = record.tips.map((tip, index) => ({
    stylistId: tip.stylistId,
    amountMinor: shares[index] ?? 0,
  }));
  const worthMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0) + tipMinor;
  if (worthMinor === 0) throw new BadRequestError(MESSAGES.costNothing);
  const givenBack = new Map<string, number>();
  for (const payment of past.flatMap((refund) => refund.payments)) {
    if (payment.status === 'failed') continue;
    givenBack.set(payment.paymentId, (givenBack.get(payment.paymentId) ?? 0) + payment.amountMinor);
  }
  const payable = record.payments
    .filter((payment) => payment.status === 'paid')
    .map((payment) => ({
      id: payment.id,
      method: payment.method,
      refundableMinor: payment.amountMinor - (givenBack.get(payment.id) ?? 0),
    }));
  // The desk gives back what the desk took: the part the online deposit paid stays with the booking.
  const deskLeft = payable.reduce((sum, payment) => sum + payment.refundableMinor, 0);
  if (deskLeft <= 0) throw new ConflictError(MESSAGES.nothingTaken);
  const amountMinor = Math.min(worthMinor, deskLeft);
  const payments = allocateRefund(amountMinor, payable)!;
  const everything =
    tipLeft - tipMinor === 0 &&
    record.lines.every(
      (line) => refundedOf(line.id).refundedQuantity + (wanted.get(line.id) ?? 0) === line.quantity,
    );
  return {
    lines,
    tips,
    payments,
    products,
    amountMinor,
    keptMinor: worthMinor - amountMinor,
    taxMinor: lines.reduce((sum, line) => sum + line.taxMinor, 0),
    tipMinor,
    everything,
  };
}
