// What a refund of a paid sale gives back, and through which of its payments. Shared by the server
// (which decides) and the desk's refund modal (which shows it before the tap).

/** A sold line as a refund sees it: what it cost and what earlier refunds already gave back. */
export interface RefundableLine {
  id: string;
  quantity: number;
  totalMinor: number;
  taxMinor: number;
  refundedQuantity: number;
  refundedMinor: number;
  refundedTaxMinor: number;
}

export interface LineRefund {
  amountMinor: number;
  taxMinor: number;
}

/**
 * The share of a line that `quantity` of its units take: in proportion, rounded down, and the line's last
 * units take whatever is left, so refunding a line unit by unit gives back exactly what it cost.
 */
export function refundOfLine(line: RefundableLine, quantity: number): LineRefund {
  const remaining = line.quantity - line.refundedQuantity;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > remaining) {
    throw new RangeError(`Refund ${quantity} of ${remaining} units left`);
  }
  if (quantity === remaining) {
    return {
      amountMinor: line.totalMinor - line.refundedMinor,
      taxMinor: line.taxMinor - line.refundedTaxMinor,
    };
  }
  const share = (amount: number) => Number((BigInt(amount) * BigInt(quantity)) / BigInt(line.quantity));
  return { amountMinor: share(line.totalMinor), taxMinor: share(line.taxMinor) };
}

export type RefundMethod = 'card' | 'other' | 'cash';

/** A payment of the sale a refund may go back through, with what is still left to give back of it. */
export interface RefundablePayment {
  id: string;
  method: RefundMethod;
  refundableMinor: number;
}

/** The order refunds go back in: cards first (nothing leaves the drawer), then other ways, then cash. */
const METHOD_ORDER: Record<RefundMethod, number> = { card: 0, other: 1, cash: 2 };

/**
 * `amountMinor` spread over the payments: cards first, then other ways, then cash, the latest payment of
 * a method first. Answers null when the payments cannot cover it.
 */
export function allocateRefund(
  amountMinor: number,
  payments: readonly RefundablePayment[],
): Array<{ id: string; method: RefundMethod; amountMinor: number }> | null {
  const ordered = payments
    .map((payment, index) => ({ payment, index }))
    .sort((a, b) => METHOD_ORDER[a.payment.method] - METHOD_ORDER[b.payment.method] || b.index - a.index);
  let left = amountMinor;
  const parts: Array<{ id: string; method: RefundMethod; amountMinor: number }> = [];
  for (const { payment } of ordered) {
    if (left <= 0) break;
    const take = Math.min(left, payment.refundableMinor);
    if (take <= 0) continue;
    parts.push({ id: payment.id, method: payment.method, amountMinor: take });
    left -= take;
  }
  return left > 0 ? null : parts;
}
