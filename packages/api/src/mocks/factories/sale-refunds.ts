import type { RefundSaleBody, Sale, SaleLine, SaleRefund, SaleRefundPayment } from '../../sales/schemas';

// A desk refund as the server works it out (apps/server `modules/sales`, @salon/rules `sale-refunds`):
// lines given back in proportion (a line's total × units / its quantity, rounded down, the last units
// taking what is left), the tip if asked, spread over the desk's payments cards first, then other ways,
// then cash, never more than the desk took (the online deposit is not given back here).

/** What a line has left to give back, after the sale's earlier refunds. */
export interface LineLedger {
  line: SaleLine;
  refundedQuantity: number;
  refundedMinor: number;
  refundedTaxMinor: number;
}

/** The share of `line` that `quantity` more of its units take (the last units take the remainder). */
export function refundOfLine(
  ledger: LineLedger,
  quantity: number,
): { amountMinor: number; taxMinor: number } {
  const { line } = ledger;
  const remaining = line.quantity - ledger.refundedQuantity;
  if (quantity === remaining) {
    return {
      amountMinor: line.totalMinor - ledger.refundedMinor,
      taxMinor: line.taxMinor - ledger.refundedTaxMinor,
    };
  }
  const share = (amount: number) => Math.floor((amount * quantity) / line.quantity);
  return { amountMinor: share(line.totalMinor), taxMinor: share(line.taxMinor) };
}

/** Each line of `sale` with what its earlier refunds gave back, in the order of the lines. */
export function lineLedgers(sale: Sale): LineLedger[] {
  const ledgers = sale.lines.map((line): LineLedger => ({
    line,
    refundedQuantity: 0,
    refundedMinor: 0,
    refundedTaxMinor: 0,
  }));
  for (const refund of sale.refunds) {
    for (const part of refund.lines) {
      const ledger = ledgers.find((candidate) => candidate.line._id === part.lineId);
      if (!ledger) continue;
      const { taxMinor } = refundOfLine(ledger, part.quantity);
      ledger.refundedQuantity += part.quantity;
      ledger.refundedMinor += part.amountMinor;
      ledger.refundedTaxMinor += taxMinor;
    }
  }
  return ledgers;
}

/** The tip not given back yet. */
export const tipLeft = (sale: Sale) =>
  sale.tipMinor - sale.refunds.reduce((sum, refund) => sum + refund.tipMinor, 0);

const METHOD_ORDER = { card: 0, other: 1, cash: 2 } as const;
type DeskMethod = keyof typeof METHOD_ORDER;

/** The desk's payments (not the deposit), in the order refunds go back: cards, other ways, cash, latest first. */
function refundOrder(sale: Sale) {
  return sale.payments
    .map((payment, index) => ({ payment, index }))
    .filter(
      (entry): entry is { payment: Sale['payments'][number] & { method: DeskMethod }; index: number } =>
        entry.payment.method !== 'deposit',
    )
    .sort((a, b) => METHOD_ORDER[a.payment.method] - METHOD_ORDER[b.payment.method] || b.index - a.index)
    .map(({ payment }) => payment);
}

/** Each desk payment with what is left to give back through it, in the order refunds go back. */
export function refundablePayments(sale: Sale) {
  const left = refundOrder(sale).map((payment) => ({ payment, leftMinor: payment.amountMinor }));
  for (const refund of sale.refunds) {
    for (const part of refund.payments) {
      let amount = part.amountMinor;
      for (const entry of left) {
        if (amount <= 0) break;
        if (entry.payment.method !== part.method || entry.payment.detail !== part.detail) continue;
        const take = Math.min(amount, entry.leftMinor);
        entry.leftMinor -= take;
        amount -= take;
      }
    }
  }
  return left;
}

/** `amountMinor` spread over the desk's payments, cards first, then other ways, then cash. */
export function allocateRefund(sale: Sale, amountMinor: number): SaleRefundPayment[] {
  let left = amountMinor;
  const parts: SaleRefundPayment[] = [];
  for (const { payment, leftMinor } of refundablePayments(sale)) {
    if (left <= 0) break;
    const take = Math.min(left, leftMinor);
    if (take <= 0) continue;
    parts.push({ method: payment.method, amountMinor: take, status: 'refunded', detail: payment.detail });
    left -= take;
  }
  return parts;
}

export const SALE_REFUND_MESSAGES = {
  notPaid: 'Only a paid sale can be refunded',
  refundedAlready: 'This sale was refunded in full already',
  lineNotFound: 'A line of this refund is not a line of the sale',
  nothing: 'Choose a line or the tip to give back',
  nothingTaken: 'Nothing was paid at the desk to give back',
  refunded: 'Refund given',
  voided: 'Sale voided',
  voidPaid: 'A payment was taken: refund the sale instead',
  voidNotOpen: 'Only an open sale can be voided',
} as const;

/** What a line may still give back: `Only 1 of Haircut left to refund`. */
export const onlyLeft = (left: number, name: string) => `Only ${left} of ${name} left to refund`;

export interface RefundOutcome {
  sale: Sale;
  /** The products given back to stock: item id → units. */
  restocked: Map<string, number>;
}

/**
 * The refund `body` asks of `sale`, or the server's refusal. `refund` names the new refund (id, number,
 * who, when).
 */
export function refundOf(
  sale: Sale,
  body: Omit<RefundSaleBody, 'key' | 'saleId'>,
  refund: Pick<SaleRefund, '_id' | 'number' | 'byName' | 'createdAt'>,
): RefundOutcome | { status: number; message: string } {
  if (sale.status === 'refunded') return { status: 409, message: SALE_REFUND_MESSAGES.refundedAlready };
  if (sale.status !== 'paid') return { status: 409, message: SALE_REFUND_MESSAGES.notPaid };
  const ledgers = lineLedgers(sale);
  const lines: SaleRefund['lines'] = [];
  const restocked = new Map<string, number>();
  let linesMinor = 0;
  let taxMinor = 0;
  for (const asked of body.lines) {
    const ledger = ledgers.find((candidate) => candidate.line._id === asked.lineId);
    if (!ledger) return { status: 400, message: SALE_REFUND_MESSAGES.lineNotFound };
    const remaining = ledger.line.quantity - ledger.refundedQuantity;
    if (asked.quantity > remaining) return { status: 400, message: onlyLeft(remaining, ledger.line.name) };
    const share = refundOfLine(ledger, asked.quantity);
    ledger.refundedQuantity += asked.quantity;
    ledger.refundedMinor += share.amountMinor;
    ledger.refundedTaxMinor += share.taxMinor;
    lines.push({
      lineId: ledger.line._id,
      name: ledger.line.name,
      quantity: asked.quantity,
      amountMinor: share.amountMinor,
    });
    linesMinor += share.amountMinor;
    taxMinor += share.taxMinor;
    if (body.restock && ledger.line.kind === 'product' && ledger.line.itemId) {
      restocked.set(ledger.line.itemId, (restocked.get(ledger.line.itemId) ?? 0) + asked.quantity);
    }
  }
  const tipMinor = body.tip ? tipLeft(sale) : 0;
  if (lines.length === 0 && tipMinor === 0) return { status: 400, message: SALE_REFUND_MESSAGES.nothing };
  const deskLeft = refundablePayments(sale).reduce((sum, entry) => sum + entry.leftMinor, 0);
  if (deskLeft === 0) return { status: 409, message: SALE_REFUND_MESSAGES.nothingTaken };
  const amountMinor = Math.min(linesMinor + tipMinor, deskLeft);
  const made: SaleRefund = {
    ...refund,
    amountMinor,
    taxMinor,
    tipMinor,
    reason: body.reason.trim(),
    restocked: body.restock && restocked.size > 0,
    lines,
    payments: allocateRefund(sale, amountMinor),
  };
  const everything =
    ledgers.every((ledger) => ledger.refundedQuantity === ledger.line.quantity) &&
    tipLeft(sale) - tipMinor === 0;
  return {
    sale: {
      ...sale,
      status: everything ? 'refunded' : 'paid',
      refundedMinor: sale.refundedMinor + amountMinor,
      refunds: [...sale.refunds, made],
    },
    restocked,
  };
}
