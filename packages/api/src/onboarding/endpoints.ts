import { endpoint } from '../contract';
import {
  OnboardConfirmBody,
  OnboardDone,
  OnboardDoneBody,
  OnboardEmailCheck,
  OnboardEmailCheckBody,
  OnboardingPaymentResult,
  OnboardSignupBody,
} from './schemas';

/**
 * Creates the salon (inactive), its owner, stylists, business hours and a pending subscription, and
 * charges the card: `succeeded`, `requires_action` (confirm, then done) or `fail` with `msg`.
 */
export const onboardSignup = endpoint({
  method: 'POST',
  path: '/users/onboard-signup',
  auth: 'none',
  body: OnboardSignupBody,
  data: OnboardingPaymentResult,
});

/** The offline provider's card authentication of a `requires_action` payment. */
export const onboardConfirm = endpoint({
  method: 'POST',
  path: '/users/onboard-confirm',
  auth: 'none',
  body: OnboardConfirmBody,
  data: OnboardingPaymentResult,
});

/** Activates the salon and its subscription once the payment succeeded. */
export const onboardDone = endpoint({
  method: 'POST',
  path: '/users/onboard-done',
  auth: 'none',
  body: OnboardDoneBody,
  data: OnboardDone,
});

/**
 * Whether an e-mail is free (no account on the platform), asked as the owner or a stylist types it.
 * Rate-limited per address: it tells whether an e-mail has an account (docs/decisions.md).
 */
export const onboardCheckEmail = endpoint({
  method: 'POST',
  path: '/users/onboard-check-email',
  auth: 'none',
  body: OnboardEmailCheckBody,
  data: OnboardEmailCheck,
});

export const onboardingEndpoints = { onboardSignup, onboardConfirm, onboardDone, onboardCheckEmail };
