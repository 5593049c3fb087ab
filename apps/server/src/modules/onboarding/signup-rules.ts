import { timingSafeEqual } from 'node:crypto';
import type { OnboardingDay, OnboardingPaymentResult } from '@salon/api/onboarding/schemas';
import {
  END_TOO_SOON,
  MIN_SLOT_MINUTES,
  ONBOARDING_DAYS,
  START_AFTER_PREVIOUS_END,
} from '@salon/api/onboarding/schemas';
import type { OnboardingSignupRow } from '../../db/schema';
import { BadRequestError } from '../../errors';

/** How long an unpaid sign-up holds its salon and e-mail addresses before the sweep removes it. */
export const UNPAID_SIGNUP_TTL_MS = 30 * 60 * 1000;

export const PAYMENT_NOT_DONE = 'The payment of this sign-up has not succeeded';
export const STRIPE_CONFIRMS = 'This payment is confirmed with Stripe in the browser';
export const SIGNUP_NOT_FOUND = 'This sign-up was not found or has expired. Please start again.';

/** What one sweep of expired sign-ups did. */
export interface SweepResult {
  /** Unpaid sign-ups removed (their subscription canceled at the provider). */
  discarded: number;
  /** Paid sign-ups the browser never finished, activated. */
  activated: number;
  /** Sign-ups left for the next sweep (the provider could not be asked, or the removal failed). */
  failed: number;
  /** Why each of those failed: the error's code and message, e-mail addresses removed (`describeError`). */
  causes: string[];
}

/** Whether two secrets are equal, in a time that does not depend on where they differ. */
export function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Spec 2 §5 "Business hours": seven different days, slots of 30 minutes or more, in order. */
export function checkBusinessHours(days: OnboardingDay[]): void {
  if (new Set(days.map((day) => day.day)).size !== ONBOARDING_DAYS.length) {
    throw new BadRequestError('businessHours: must name each day of the week once');
  }
  for (const day of days) {
    let previousEnd = -1;
    for (const slot of day.slot) {
      const start = minutes(slot.startTime);
      const end = minutes(slot.endTime);
      if (start <= previousEnd) throw new BadRequestError(START_AFTER_PREVIOUS_END);
      if (end < start + MIN_SLOT_MINUTES) throw new BadRequestError(END_TOO_SOON);
      previousEnd = end;
    }
  }
}

export const resultOf = (signup: OnboardingSignupRow): OnboardingPaymentResult => ({
  clientId: signup.clientId,
  client_secret: signup.clientSecret,
  status: signup.status === 'requires_action' ? 'requires_action' : 'succeeded',
  msg: null,
});

export const failure = (msg: string): OnboardingPaymentResult => ({
  clientId: null,
  client_secret: null,
  status: 'fail',
  msg,
});
