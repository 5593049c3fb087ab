import { minorToMajor } from '@salon/api/money/format';

/** Spec 2 §9's price range, in major units: only when the shop's own prices are not known. */
export const FALLBACK_PRICE_BOUNDS: [number, number] = [10, 10000];

/**
 * The price slider's bounds in whole major units of the salon's currency: from the floor of the shop's
 * lowest price to the ceiling of its highest ($14.00–$118.50 → 14–119).
 */
export function priceBoundsOf(
  priceRange: { min: number; max: number } | null | undefined,
  currency: string,
): [number, number] {
  if (!priceRange) return FALLBACK_PRICE_BOUNDS;
  const low = Math.floor(minorToMajor(priceRange.min, currency));
  const high = Math.ceil(minorToMajor(priceRange.max, currency));
  // One price: a range of one unit, so the slider still has room to move.
  return high > low ? [low, high] : [low, low + 1];
}
