import type { RefundChoice, SaleView } from '../sale-model';

/** The refund modal's fields: which lines, how many units of each (as typed), the tip, stock, the reason. */
export interface RefundForm {
  selected: Record<string, boolean>;
  quantities: Record<string, string>;
  tip: boolean;
  restock: boolean;
  reason: string;
}

export type RefundErrors = {
  lines?: string;
  reason?: string;
  quantities?: Record<string, string>;
};

export const REFUND_MESSAGES = {
  nothing: 'Choose a line or the tip to give back',
  reason: 'Please give a reason for the refund',
  quantity: (left: number) => (left === 1 ? 'Only 1 unit is left to refund' : `Between 1 and ${left} units`),
} as const;

/** A sale's line with what is left of it to give back. */
export interface RefundableLine {
  lineId: string;
  name: string;
  kind: 'service' | 'product';
  quantity: number;
  left: number;
  totalMinor: number;
}

/** Every line of the sale with the units its earlier refunds left. */
export function refundableLines(sale: SaleView): RefundableLine[] {
  return sale.lines.map((line) => {
    const given = sale.refunds
      .flatMap((refund) => refund.lines)
      .filter((part) => part.lineId === line._id)
      .reduce((sum, part) => sum + part.quantity, 0);
    return {
      lineId: line._id,
      name: line.name,
      kind: line.kind,
      quantity: line.quantity,
      left: line.quantity - given,
      totalMinor: line.totalMinor,
    };
  });
}

/** The tip not given back yet. */
export const tipLeftOf = (sale: SaleView) =>
  sale.tipMinor - sale.refunds.reduce((sum, refund) => sum + refund.tipMinor, 0);

/** Everything left, all units of every line and the tip, products back in stock: what the modal opens with. */
export function initialRefundForm(sale: SaleView): RefundForm {
  const lines = refundableLines(sale).filter((line) => line.left > 0);
  return {
    selected: Object.fromEntries(lines.map((line) => [line.lineId, true])),
    quantities: Object.fromEntries(lines.map((line) => [line.lineId, String(line.left)])),
    tip: tipLeftOf(sale) > 0,
    restock: true,
    reason: '',
  };
}

const unitsOf = (text: string, left: number): number | null => {
  const units = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return Number.isInteger(units) && units >= 1 && units <= left ? units : null;
};

/** The choice as it stands (quantities not valid yet are left out): what the preview shows. */
export function choiceOf(form: RefundForm, sale: SaleView): RefundChoice {
  return {
    lines: refundableLines(sale).flatMap((line) => {
      const units = form.selected[line.lineId]
        ? unitsOf(form.quantities[line.lineId] ?? '', line.left)
        : null;
      return units === null ? [] : [{ lineId: line.lineId, quantity: units }];
    }),
    tip: form.tip && tipLeftOf(sale) > 0,
    restock: form.restock,
    reason: form.reason.trim(),
  };
}

/** The refund the form asks for, or each field's message. */
export function refundFromForm(
  form: RefundForm,
  sale: SaleView,
): { choice: RefundChoice } | { errors: RefundErrors } {
  const errors: RefundErrors = {};
  const quantities: Record<string, string> = {};
  for (const line of refundableLines(sale)) {
    if (!form.selected[line.lineId]) continue;
    if (unitsOf(form.quantities[line.lineId] ?? '', line.left) === null) {
      quantities[line.lineId] = REFUND_MESSAGES.quantity(line.left);
    }
  }
  if (Object.keys(quantities).length > 0) errors.quantities = quantities;
  const choice = choiceOf(form, sale);
  if (choice.lines.length === 0 && !choice.tip && !errors.quantities) errors.lines = REFUND_MESSAGES.nothing;
  if (!choice.reason) errors.reason = REFUND_MESSAGES.reason;
  return Object.keys(errors).length > 0 ? { errors } : { choice };
}
