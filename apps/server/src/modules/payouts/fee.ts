/**
 * The platform's application fee on a salon's card payment: `PLATFORM_FEE_PERCENT` of the amount,
 * rounded to the cent (half up). The one rule: shop orders and booking payments both charge it.
 */
export function applicationFeeOf(amountCents: number, feePercent: number): number {
  if (feePercent <= 0) return 0;
  return Math.min(amountCents, Math.round((amountCents * feePercent) / 100));
}
