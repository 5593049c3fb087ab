import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { OnboardDone, OnboardingPaymentResult, isOnboardingPassword } from '../onboarding/schemas';
import {
  onboardingDeclined,
  onboardingDone,
  onboardingRequiresAction,
  onboardingSucceeded,
} from './factories/onboarding';

describe('onboarding fixtures', () => {
  it('pass the contract', () => {
    for (const result of [onboardingSucceeded, onboardingRequiresAction, onboardingDeclined]) {
      assert(result, OnboardingPaymentResult);
    }
    assert(onboardingDone, OnboardDone);
  });

  it('the onboarding password rule wants upper, lower, a symbol and 8 characters', () => {
    expect(isOnboardingPassword('Bella#Hair')).toBe(true);
    expect(isOnboardingPassword('bella#hair')).toBe(false);
    expect(isOnboardingPassword('BELLA#HAIR')).toBe(false);
    expect(isOnboardingPassword('BellaHair1')).toBe(false);
    expect(isOnboardingPassword('Be#h')).toBe(false);
  });
});
