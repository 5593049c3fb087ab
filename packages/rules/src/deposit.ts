/**
 * A service's deposit, the one home of its rule: the service form, the contract and the server
 * ask `depositProblem` the same question. Amounts are in major units of the salon's currency (what the
 * services' contract carries), checked with that currency's digits.
 */
import { fitsMinorUnits, majorToMinor, minorDigits } from './money';

export type DepositPolicy = 'none' | 'deposit' | 'card';

/** A percentage of the price (a whole 1-100), or a fixed amount in major units. */
export interface DepositRule {
  kind: 'percent' | 'fixed';
  value: number;
}

export const DEPOSIT_TEXTS = {
  percent: 'The deposit must be a whole percentage from 1 to 100',
  fixed: 'The deposit must be an amount above 0 with at most two decimals',
  aboveCharges: 'The deposit cannot be more than the price',
  depositMissing: 'Choose the deposit: a percentage of the price or a fixed amount',
} as const;

/** The fixed-amount text for a currency's digits: 'two decimals' for USD, 'no decimals' for JPY. */
export function fixedDepositText(currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 2) return DEPOSIT_TEXTS.fixed;
  if (digits === 0) return 'The deposit must be a whole amount above 0';
  return `The deposit must be an amount above 0 with at most ${digits} decimals`;
}

/** Why a service's deposit is refused, or null when it is fine. */
export function depositProblem(
  policy: DepositPolicy,
  deposit: DepositRule | null | undefined,
  charges: number,
  currency = 'USD',
): string | null {
  if (policy !== 'deposit') return null;
  if (!deposit) return DEPOSIT_TEXTS.depositMissing;
  if (deposit.kind === 'percent') {
    return Number.isInteger(deposit.value) && deposit.value >= 1 && deposit.value <= 100
      ? null
      : DEPOSIT_TEXTS.percent;
  }
  if (!Number.isFinite(deposit.value) || deposit.value <= 0 || !fitsMinorUnits(deposit.value, currency)) {
    return fixedDepositText(currency);
  }
  return majorToMinor(deposit.value, currency) > majorToMinor(charges, currency)
    ? DEPOSIT_TEXTS.aboveCharges
    : null;
}

/**
 * The deposit in minor units of a service priced `chargesMinor`: a fixed amount converted with the
 * currency's digits, a percentage rounded to the nearest minor unit (¥5000 at 15% → ¥750).
 */
export function depositMinorOf(
  chargesMinor: number,
  deposit: DepositRule | null | undefined,
  currency = 'USD',
): number {
  if (!deposit) return 0;
  if (deposit.kind === 'fixed') return majorToMinor(deposit.value, currency);
  return Math.round((chargesMinor * deposit.value) / 100);
}
