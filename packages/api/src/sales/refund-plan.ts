import { allocateRefund, refundOfLine } from '@salon/rules/sale-refunds';
import { SALE_REFUND_MESSAGES, unitsLeftMessage, type Sale, type SaleRefundPayment } from './schemas';

// What a refund of a sale gives back, worked out from the sale as the API answers it: the desk's refund
// modal shows it before the tap and the mock API makes it. The server works the same out of its rows
// with the same rule (@salon/rules/sale-refunds).

export interface RefundChoiceOf {
  lines: ReadonlyArray<{ lineId: string; quantity: number }>;
  tip: boolean;
}

export interface SaleRefundPlan {
  lines: Array<{ lineId: string; name: string; quantity: number; amountMinor: number; taxMinor: number }>;
  tipMinor: number;
  /** What the chosen lines and tip are worth, what the desk gives back of it, and what the deposit paid. */
  worthMinor: number;
  amountMinor: number;
  keptMinor: number;
  taxMinor: number;
  payments: Array<Omit<SaleRefundPayment, 'status'>>;
  /** Whether nothing is left to give back once it is made. */
  everything: boolean;
}

/** The tip not given back yet. */
export const tipLeftOf = (sale: Sale) =>
  sale.tipMinor - sale.refunds.reduce((sum, refund) => sum + refund.tipMinor, 0);

/** Per line, the units, money and tax the sale's earlier refunds gave back. */
function refundedOf(sale: Sale, lineId: string) {
  const rows = sale.refunds.flatMap((refund) => refund.lines.filter((line) => line.lineId === lineId));
  return {
    refundedQuantity: rows.reduce((sum, row) => sum + row.quantity, 0),
    refundedMinor: rows.reduce((sum, row) => sum + row.amountMinor, 0),
    refundedTaxMinor: rows.reduce((sum, row) => sum + row.taxMinor, 0),
  };
}

/** The units of each line not given back yet. */
export function unitsLeftOf(sale: Sale, lineId: string): number {
  const line = sale.lines.find((candidate) => candidate._id === lineId);
  return line ? line.quantity - refundedOf(sale, lineId).refundedQuantity : 0;
}

/** The refund `choice` asks of `sale`, or the server's refusal (status and message). */
export function saleRefundPlan(
  sale: Sale,
  choice: RefundChoiceOf,
): SaleRefundPlan | { status: 400 | 409; message: string } {
  if (sale.status === 'refunded') return { status: 409, message: SALE_REFUND_MESSAGES.refundedAlready };
  if (sale.status !== 'paid') return { status: 409, message: SALE_REFUND_MESSAGES.notPaid };
  if (choice.lines.length === 0 && !choice.tip) return { status: 400, message: SALE_REFUND_MESSAGES.nothing };
  const wanted = new Map<string, number>();
  for (const line of choice.lines) wanted.set(line.lineId, (wanted.get(line.lineId) ?? 0) + line.quantity);
  const lines: SaleRefundPlan['lines'] = [];
  for (const [lineId, quantity] of wanted) {
    const line = sale.lines.find((candidate) => candidate._id === lineId);
    if (!line) return { status: 400, message: SALE_REFUND_MESSAGES.lineNotFound };
    const refunded = refundedOf(sale, lineId);
    const left = line.quantity - refunded.refundedQuantity;
    if (quantity > left) return { status: 400, message: unitsLeftMessage(left, line.name) };
    lines.push({
      lineId,
      name: line.name,
      quantity,
      ...refundOfLine({ ...line, id: line._id, ...refunded }, quantity),
    });
  }
  const tipLeft = tipLeftOf(sale);
  if (choice.tip && sale.tipMinor === 0) return { status: 400, message: SALE_REFUND_MESSAGES.noTip };
  if (choice.tip && tipLeft === 0) return { status: 400, message: SALE_REFUND_MESSAGES.tipGivenBack };
  const tipMinor = choice.tip ? tipLeft : 0;
  const worthMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0) + tipMinor;
  if (worthMinor === 0) return { status: 400, message: SALE_REFUND_MESSAGES.costNothing };
  const given = new Map<string, number>();
  for (const part of sale.refunds.flatMap((refund) => refund.payments)) {
    if (part.status !== 'failed')
      given.set(part.paymentId, (given.get(part.paymentId) ?? 0) + part.amountMinor);
  }
  const desk = sale.payments.filter(
    (payment): payment is typeof payment & { method: 'card' | 'cash' | 'other' } =>
      payment.method !== 'deposit',
  );
  const payable = desk.map((payment) => ({
    id: payment._id,
    method: payment.method,
    refundableMinor: payment.amountMinor - (given.get(payment._id) ?? 0),
  }));
  const deskLeft = payable.reduce((sum, payment) => sum + payment.refundableMinor, 0);
  if (deskLeft <= 0) return { status: 409, message: SALE_REFUND_MESSAGES.nothingTaken };
  const amountMinor = Math.min(worthMinor, deskLeft);
  const parts = allocateRefund(amountMinor, payable) ?? [];
  const everything =
    tipLeft - tipMinor === 0 &&
    sale.lines.every((line) => unitsLeftOf(sale, line._id) === (wanted.get(line._id) ?? 0));
  return {
    lines,
    tipMinor,
    worthMinor,
    amountMinor,
    keptMinor: worthMinor - amountMinor,
    taxMinor: lines.reduce((sum, line) => sum + line.taxMinor, 0),
    payments: parts.map((part) => ({
      paymentId: part.id,
      method: part.method,
      amountMinor: part.amountMinor,
      detail: desk.find((payment) => payment._id === part.id)?.detail ?? '',
    })),
    everything,
  };
}

/** Whether the desk can still give anything of `sale` back: units or a tip left, and desk money left. */
export function canRefundSale(sale: Sale): boolean {
  const lines = sale.lines
    .map((line) => ({ lineId: line._id, quantity: unitsLeftOf(sale, line._id) }))
    .filter((line) => line.quantity > 0);
  const plan = saleRefundPlan(sale, { lines, tip: tipLeftOf(sale) > 0 });
  return !('status' in plan) && plan.amountMinor > 0;
}
