import type { SaleDraft, SaleLineDraft, SaleView } from './types';

/** The checkout's draft of a sale as the server last priced it: what the next save starts from. */
export function draftOf(sale: SaleView): SaleDraft {
  return {
    lines: sale.lines
      .filter((line) => line.itemId !== null)
      .map((line): SaleLineDraft => ({
        kind: line.kind,
        itemId: line.itemId!,
        stylistId: line.stylist?._id ?? null,
        quantity: line.quantity,
        ...(line.unitPriceMinor !== line.listPriceMinor
          ? { unitPriceMinor: line.unitPriceMinor, priceReason: line.priceReason }
          : {}),
        discount: line.discount,
      })),
    discount: sale.discount,
    couponCode: sale.couponCode,
    tip: sale.tip,
  };
}

/** A tax rate in basis points as a person reads it: 825 → '8.25 %', 2000 → '20 %'. */
export function rateText(rateBp: number): string {
  return `${(rateBp / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;
}

/** The payment method as a receipt and the payment modal name it. */
export const METHOD_LABELS = {
  card: 'Card',
  cash: 'Cash',
  other: 'Other',
  deposit: 'Deposit',
} as const;
