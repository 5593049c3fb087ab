import type { Sale } from '@salon/api/sales/schemas';
import type { RefundChoice, RefundPreview } from '@salon/ui/screens/sales/sale-model';

// What a refund gives back before it is sent, by the server's rule (packages/api `RefundSaleBody`):
// each line in proportion (its total × units / its quantity, rounded down; the last units take what is
// left), the tip if chosen, spread over the desk's payments cards first, then other ways, then cash
// (the latest payment of a way first), never more than the desk took: the online deposit stays.

type DeskMethod = 'card' | 'other' | 'cash';
const METHOD_ORDER: Record<DeskMethod, number> = { card: 0, other: 1, cash: 2 };

/** Per line: units and amount its earlier refunds gave back. */
function givenBack(sale: Sale) {
  const given = new Map<string, { quantity: number; amountMinor: number }>();
  for (const part of sale.refunds.flatMap((refund) => refund.lines)) {
    const before = given.get(part.lineId) ?? { quantity: 0, amountMinor: 0 };
    given.set(part.lineId, {
      quantity: before.quantity + part.quantity,
      amountMinor: before.amountMinor + part.amountMinor,
    });
  }
  return given;
}

/** What `quantity` more units of a line give back. */
export function lineRefundMinor(
  line: Pick<Sale['lines'][number], 'quantity' | 'totalMinor'>,
  given: { quantity: number; amountMinor: number },
  quantity: number,
): number {
  if (quantity >= line.quantity - given.quantity) return line.totalMinor - given.amountMinor;
  return Math.floor((line.totalMinor * quantity) / line.quantity);
}

/** The desk's payments with what is left to give back through each, in the order refunds go back. */
export function refundablePayments(sale: Sale) {
  const desk = sale.payments
    .map((payment, index) => ({ payment, index }))
    .filter((entry) => entry.payment.method !== 'deposit')
    .sort(
      (a, b) =>
        METHOD_ORDER[a.payment.method as DeskMethod] - METHOD_ORDER[b.payment.method as DeskMethod] ||
        b.index - a.index,
    )
    .map(({ payment }) => ({
      method: payment.method as DeskMethod,
      detail: payment.detail,
      leftMinor: payment.amountMinor,
    }));
  for (const part of sale.refunds.flatMap((refund) => refund.payments)) {
    let amount = part.amountMinor;
    for (const entry of desk) {
      if (amount <= 0) break;
      if (entry.method !== part.method || entry.detail !== part.detail) continue;
      const take = Math.min(amount, entry.leftMinor);
      entry.leftMinor -= take;
      amount -= take;
    }
  }
  return desk;
}

/** The amount `choice` gives back of `sale`, the payments it goes back through, and what stays (the deposit). */
export function refundPreview(sale: Sale, choice: RefundChoice): RefundPreview {
  const given = givenBack(sale);
  let wantedMinor = 0;
  for (const asked of choice.lines) {
    const line = sale.lines.find((candidate) => candidate._id === asked.lineId);
    if (!line) continue;
    wantedMinor += lineRefundMinor(
      line,
      given.get(line._id) ?? { quantity: 0, amountMinor: 0 },
      asked.quantity,
    );
  }
  if (choice.tip) {
    wantedMinor += sale.tipMinor - sale.refunds.reduce((sum, refund) => sum + refund.tipMinor, 0);
  }
  const payments = refundablePayments(sale);
  const deskLeft = payments.reduce((sum, entry) => sum + entry.leftMinor, 0);
  const amountMinor = Math.min(wantedMinor, deskLeft);
  let left = amountMinor;
  const parts: Array<RefundPreview['parts'][number]> = [];
  for (const entry of payments) {
    if (left <= 0) break;
    const take = Math.min(left, entry.leftMinor);
    if (take <= 0) continue;
    const same = parts.find((part) => part.method === entry.method && part.detail === entry.detail);
    if (same) parts[parts.indexOf(same)] = { ...same, amountMinor: same.amountMinor + take };
    else parts.push({ method: entry.method, detail: entry.detail, amountMinor: take });
    left -= take;
  }
  return { amountMinor, parts, keptMinor: wantedMinor - amountMinor };
}
