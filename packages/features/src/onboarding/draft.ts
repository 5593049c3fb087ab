import type {
  OnboardingPackage,
  OnboardingPromoQuote,
  OnboardingValues,
} from '@salon/ui/screens/onboarding/OnboardingScreen';

/**
 * The wizard's entries kept across reloads, Back and Forward until the salon exists: in the
 * tab's sessionStorage, so they go with the tab, and never the card. Cleared after a successful sign-up.
 */
export const DRAFT_KEY = 'salon.onboarding.draft';

export interface OnboardingDraft {
  values: Omit<OnboardingValues, 'card'>;
  pkg: OnboardingPackage | null;
  interval: 'month' | 'year';
  quote: OnboardingPromoQuote | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft(): OnboardingDraft | null {
  try {
    const raw = storage()?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as OnboardingDraft;
    return draft && typeof draft === 'object' && draft.values?.salon ? draft : null;
  } catch {
    return null;
  }
}

/** Saves the entries without the card number. */
export function saveDraft(values: OnboardingValues, rest: Omit<OnboardingDraft, 'values'>): void {
  const { card: _card, ...kept } = values;
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify({ ...rest, values: kept }));
  } catch {
    // A full or refused storage only loses the draft.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
