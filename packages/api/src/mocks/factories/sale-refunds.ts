import { saleRefundPlan } from '../../sales/refund-plan';
import type { RefundSaleBody, Sale, SaleRefund } from '../../sales/schemas';

// A desk refund as the server makes it: the same plan (`sales/refund-plan`, on @salon/rules/sale-refunds),
// every card refund taken at once.

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
  const plan = saleRefundPlan(sale, body);
  if ('status' in plan) return plan;
  const restocked = new Map<string, number>();
  if (body.restock) {
    for (const part of plan.lines) {
      const line = sale.lines.find((candidate) => candidate._id === part.lineId);
      if (line?.kind === 'product' && line.itemId) {
        restocked.set(line.itemId, (restocked.get(line.itemId) ?? 0) + part.quantity);
      }
    }
  }
  const made: SaleRefund = {
    ...refund,
    amountMinor: plan.amountMinor,
    keptMinor: plan.keptMinor,
    taxMinor: plan.taxMinor,
    tipMinor: plan.tipMinor,
    reason: body.reason.trim(),
    restocked: restocked.size > 0,
    lines: plan.lines,
    payments: plan.payments.map((payment) => ({ ...payment, status: 'refunded' as const })),
  };
  return {
    sale: {
      ...sale,
      status: plan.everything ? 'refunded' : 'paid',
      refundedMinor: sale.refundedMinor + plan.amountMinor,
      refunds: [...sale.refunds, made],
    },
    restocked,
  };
}
