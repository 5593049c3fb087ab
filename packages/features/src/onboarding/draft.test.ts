import { EMPTY_ONBOARDING } from '@salon/ui/screens/onboarding/OnboardingScreen';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, DRAFT_KEY, loadDraft, saveDraft } from './draft';

/** The tab's sessionStorage, as a Map. */
function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

let sessionStorage: Storage;

describe('the wizard draft', () => {
  beforeEach(() => {
    sessionStorage = fakeStorage();
    vi.stubGlobal('window', { sessionStorage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps every entry but the card, in the tab, until cleared', () => {
    const values = { ...EMPTY_ONBOARDING, card: '4242 4242 4242 4242', promoCode: 'WELCOME10' };
    saveDraft(values, { pkg: null, interval: 'year', quote: null });
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toContain('4242');
    expect(loadDraft()).toEqual({
      pkg: null,
      interval: 'year',
      quote: null,
      values: { ...EMPTY_ONBOARDING, promoCode: 'WELCOME10', card: undefined },
    });
    clearDraft();
    expect(loadDraft()).toBeNull();
  });

  it('keeps where the salon is across steps and reloads', () => {
    const london = { country: 'GB', timeZone: 'Europe/London', currency: 'GBP', locale: 'en-GB' };
    const values = { ...EMPTY_ONBOARDING, salon: { ...EMPTY_ONBOARDING.salon, ...london } };
    saveDraft(values, { pkg: null, interval: 'month', quote: null });
    expect(loadDraft()?.values.salon).toMatchObject(london);
  });

  it('ignores a broken draft', () => {
    sessionStorage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft()).toBeNull();
    sessionStorage.setItem(DRAFT_KEY, '{"values":1}');
    expect(loadDraft()).toBeNull();
  });
});
