import { endpoint } from '../contract';
import {
  OnboardConfirmBody,
  OnboardDone,
  OnboardDoneBody,
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

export const onboardingEndpoints = { onboardSignup, onboardConfirm, onboardDone };
