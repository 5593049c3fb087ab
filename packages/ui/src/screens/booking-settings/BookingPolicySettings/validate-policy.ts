/** The platform's cutoff a salon keeps unless it asks for hours. */
export const DEFAULT_CUTOFF_MINUTES = 15;
/** The longest notice a salon may ask for: a week. */
export const MAX_CUTOFF_HOURS = 168;

/** The form's values: the default (15 minutes) or whole hours typed in. */
export interface PolicyDraft {
  mode: 'default' | 'hours';
  hours: string;
}

export const POLICY_MESSAGES = {
  hoursRequired: 'Please enter the number of hours',
  hoursRange: `Please enter whole hours from 1 to ${MAX_CUTOFF_HOURS}`,
} as const;

export function draftOf(cutoffMinutes: number): PolicyDraft {
  return cutoffMinutes === DEFAULT_CUTOFF_MINUTES
    ? { mode: 'default', hours: '' }
    : { mode: 'hours', hours: String(Math.round(cutoffMinutes / 60)) };
}

/** The cutoff in minutes, or the message of what is wrong with the hours. */
export function validatePolicy(draft: PolicyDraft): { cutoffMinutes: number } | { error: string } {
  if (draft.mode === 'default') return { cutoffMinutes: DEFAULT_CUTOFF_MINUTES };
  const text = draft.hours.trim();
  if (text === '') return { error: POLICY_MESSAGES.hoursRequired };
  if (!/^\d+$/.test(text)) return { error: POLICY_MESSAGES.hoursRange };
  const hours = Number(text);
  if (hours < 1 || hours > MAX_CUTOFF_HOURS) return { error: POLICY_MESSAGES.hoursRange };
  return { cutoffMinutes: hours * 60 };
}

/** The largest no-show or late-cancellation fee (the contract's `MAX_FEE`). */
export const MAX_FEE = 100_000;
/** The longest payment policy text (the contract's `text(2000)`). */
export const MAX_POLICY_TEXT = 2000;

/** The salon's fees, as typed (empty: no fee), and its payment policy text. */
export interface FeesDraft {
  noShowFee: string;
  lateCancelFee: string;
  paymentPolicyText: string;
}

export interface FeesValues {
  noShowFee: number | null;
  lateCancelFee: number | null;
  paymentPolicyText: string | null;
}

export const FEE_MESSAGES = {
  format: 'Please enter an amount above 0 with at most two decimals',
  tooHigh: `The fee can be at most ${MAX_FEE}`,
} as const;

export function feesDraftOf(values: {
  noShowFee?: number | null;
  lateCancelFee?: number | null;
  paymentPolicyText?: string | null;
}): FeesDraft {
  const fee = (value: number | null | undefined) => (value == null ? '' : value.toFixed(2));
  return {
    noShowFee: fee(values.noShowFee),
    lateCancelFee: fee(values.lateCancelFee),
    paymentPolicyText: values.paymentPolicyText ?? '',
  };
}

function feeError(text: string): string | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(value) || Number(value) <= 0) return FEE_MESSAGES.format;
  return Number(value) > MAX_FEE ? FEE_MESSAGES.tooHigh : undefined;
}

/** The fees the server accepts (each optional, above 0, two decimals), or what is wrong with each. */
export function validateFees(
  draft: FeesDraft,
): FeesValues | { errors: Partial<Record<'noShowFee' | 'lateCancelFee', string>> } {
  const errors: Partial<Record<'noShowFee' | 'lateCancelFee', string>> = {};
  const noShow = feeError(draft.noShowFee);
  if (noShow) errors.noShowFee = noShow;
  const late = feeError(draft.lateCancelFee);
  if (late) errors.lateCancelFee = late;
  if (errors.noShowFee || errors.lateCancelFee) return { errors };
  const fee = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
  const policyText = draft.paymentPolicyText.trim();
  return {
    noShowFee: fee(draft.noShowFee),
    lateCancelFee: fee(draft.lateCancelFee),
    paymentPolicyText: policyText === '' ? null : policyText,
  };
}
