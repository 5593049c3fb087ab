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
