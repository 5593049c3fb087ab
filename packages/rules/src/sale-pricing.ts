/**
 * How a desk sale is priced, the one home of its rule: the server prices every sale with it (the browser
 * only shows the server's answer), and its tests pin the rounding. All amounts are integer minor units of
 * the salon's currency; rates are basis points (2000 = 20 %), so no currency's digits enter the sums.
 *
 * A line's gross is its unit price times its quantity. Its own discount comes off first, then its share of
 * the sale's discount (split in proportion to what is left, the odd minor units to the largest
 * remainders), which leaves the line's amount. Tax is computed on that amount and rounded per line: taken
 * out of it when prices include tax, added to it when they do not. The tip is on top, never taxed, split
 * between the visit's stylists. A deposit the client already paid comes off what is due.
 */

export type SaleLineKind = 'service' | 'product';

/** `percent`: a whole 0–100 per cent of the amount; `amount`: minor units, never more than the amount. */
export interface SaleDiscount {
  kind: 'percent' | 'amount';
  value: number;
}

/** A kind of line's tax: its rate in basis points and whether the prices already include it. */
export interface TaxRule {
  rateBp: number;
  inclusive: boolean;
}

export type SaleTaxes = Record<SaleLineKind, TaxRule>;

/** No tax: what a salon has until it sets its rates. */
export const NO_TAX: SaleTaxes = {
  service: { rateBp: 0, inclusive: true },
  product: { rateBp: 0, inclusive: true },
};

/** The highest rate a salon may set: 100 %. */
export const MAX_TAX_RATE_BP = 10_000;

export interface SaleLineInput {
  kind: SaleLineKind;
  unitMinor: number;
  quantity: number;
  discount?: SaleDiscount | null;
}

/** `percent`: a whole per cent of the sale's total before the tip; `amount`: minor units. */
export type SaleTip = { kind: 'none' } | { kind: 'percent' | 'amount'; value: number };

export interface SaleInput {
  lines: readonly SaleLineInput[];
  discount?: SaleDiscount | null;
  taxes: SaleTaxes;
  tip?: SaleTip;
  /** The stylists the tip is split between, evenly (the first take the odd minor units). */
  tipStylists?: readonly string[];
  /** What the client already paid ahead for this visit (its deposit), netted off what is due. */
  prepaidMinor?: number;
}

export interface PricedSaleLine {
  grossMinor: number;
  /** The line's own discount and its share of the sale's. */
  discountMinor: number;
  /** The tax in the line's total (included in it, or added to it). */
  taxMinor: number;
  /** What the client pays for the line, tax included. */
  totalMinor: number;
}

export interface PricedSale {
  lines: PricedSaleLine[];
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  tipMinor: number;
  tips: Array<{ stylistId: string; amountMinor: number }>;
  /** Lines plus tip, tax included. */
  totalMinor: number;
  /** The part of the total the prepaid amount covers. */
  prepaidMinor: number;
  /** What is left to pay at the desk. */
  dueMinor: number;
}

/** a / b rounded half up, for non-negative operands, exact past 2^53. */
function divRound(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

function percentOf(amount: number, percent: number): number {
  return Number(divRound(BigInt(amount) * BigInt(percent), 100n));
}

function discountOn(amount: number, discount: SaleDiscount | null | undefined): number {
  if (!discount || amount <= 0) return 0;
  const off = discount.kind === 'percent' ? percentOf(amount, discount.value) : discount.value;
  return Math.min(Math.max(off, 0), amount);
}

/** The tax in (inclusive) or on (exclusive) an amount, rounded to the minor unit. */
export function taxOf(amount: number, rule: TaxRule): number {
  if (rule.rateBp <= 0 || amount <= 0) return 0;
  const value = BigInt(amount);
  const rate = BigInt(rule.rateBp);
  return Number(rule.inclusive ? divRound(value * rate, 10_000n + rate) : divRound(value * rate, 10_000n));
}

/** `total` split in proportion to `weights`, the odd units to the largest remainders (then the first). */
export function splitInProportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const parts = weights.map((weight, index) => {
    const exact = BigInt(total) * BigInt(weight);
    return { index, share: Number(exact / BigInt(sum)), rest: exact % BigInt(sum) };
  });
  let left = total - parts.reduce((acc, part) => acc + part.share, 0);
  const byRest = [...parts].sort((a, b) =>
    a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1,
  );
  for (const part of byRest) {
    if (left <= 0) break;
    part.share += 1;
    left -= 1;
  }
  return parts.map((part) => part.share);
}

export function priceSale(input: SaleInput): PricedSale {
  const own = input.lines.map((line) => {
    const gross = line.unitMinor * line.quantity;
    const discount = discountOn(gross, line.discount);
    return { line, gross, discount, left: gross - discount };
  });
  const saleDiscount = discountOn(
    own.reduce((acc, part) => acc + part.left, 0),
    input.discount,
  );
  const saleShares = splitInProportion(
    saleDiscount,
    own.map((part) => part.left),
  );

  const lines = own.map(({ line, gross, discount, left }, index): PricedSaleLine => {
    const share = saleShares[index] ?? 0;
    const amount = left - share;
    const rule = input.taxes[line.kind];
    const taxMinor = taxOf(amount, rule);
    return {
      grossMinor: gross,
      discountMinor: discount + share,
      taxMinor,
      totalMinor: rule.inclusive ? amount : amount + taxMinor,
    };
  });

  const linesTotal = lines.reduce((acc, line) => acc + line.totalMinor, 0);
  const tip = input.tip ?? { kind: 'none' };
  const tipMinor =
    tip.kind === 'none'
      ? 0
      : tip.kind === 'percent'
        ? percentOf(linesTotal, tip.value)
        : Math.max(0, tip.value);
  const stylists = [...new Set(input.tipStylists ?? [])];
  const tipShares = splitInProportion(
    tipMinor,
    stylists.map(() => 1),
  );
  const totalMinor = linesTotal + tipMinor;
  const prepaidMinor = Math.min(Math.max(input.prepaidMinor ?? 0, 0), totalMinor);

  return {
    lines,
    subtotalMinor: own.reduce((acc, part) => acc + part.gross, 0),
    discountMinor: lines.reduce((acc, line) => acc + line.discountMinor, 0),
    taxMinor: lines.reduce((acc, line) => acc + line.taxMinor, 0),
    tipMinor,
    tips: stylists.map((stylistId, index) => ({ stylistId, amountMinor: tipShares[index] ?? 0 })),
    totalMinor,
    prepaidMinor,
    dueMinor: totalMinor - prepaidMinor,
  };
}

/** Cash handed over for `dueMinor`: the change, or null when it does not cover it. */
export function changeFor(tenderedMinor: number, dueMinor: number): number | null {
  return tenderedMinor >= dueMinor ? tenderedMinor - dueMinor : null;
}
