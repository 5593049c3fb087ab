import { saleRefundPlan } from '@salon/api/sales/refund-plan';
import type { Sale } from '@salon/api/sales/schemas';
import type { RefundChoice, RefundPreview } from '@salon/ui/screens/sales/sale-model';

/**
 * What a refund gives back before it is sent: the server's own plan (`@salon/api/sales/refund-plan`, on
 * the rule @salon/rules/sale-refunds). A choice the server would refuse gives back nothing.
 */
export function refundPreview(sale: Sale, choice: RefundChoice): RefundPreview {
  const plan = saleRefundPlan(sale, choice);
  if ('status' in plan) return { amountMinor: 0, parts: [], keptMinor: 0 };
  return {
    amountMinor: plan.amountMinor,
    parts: plan.payments.map(({ method, detail, amountMinor }) => ({ method, detail, amountMinor })),
    keptMinor: plan.keptMinor,
  };
}
