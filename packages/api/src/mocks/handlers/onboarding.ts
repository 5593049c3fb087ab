import * as endpoints from '../../onboarding/endpoints';
import type { OnboardConfirmBody, OnboardEmailCheckBody, OnboardSignupBody } from '../../onboarding/schemas';
import {
  mockOutcome,
  onboardingDeclined,
  onboardingDone,
  onboardingSucceeded,
} from '../factories/onboarding';
import { getPaymentConfig } from '../../subscriptions/endpoints';
import { offlinePaymentConfig } from '../factories/subscriptions';
import { mockEndpoint, mockFailure, ok } from '../http';

/** E-mails the mock platform already has accounts for (the demo accounts and one for the stories). */
export const TAKEN_EMAILS = ['owner@example.com', 'stylist@example.com', 'taken@example.com'];

/** The onboarding calls; stateless: the card number alone decides the outcome. */
export function onboardingHandlers() {
  return [
    mockEndpoint(endpoints.onboardSignup, async ({ request }) => {
      const body = (await request.json()) as OnboardSignupBody;
      return ok(mockOutcome(body.payment.id));
    }),
    mockEndpoint(endpoints.onboardConfirm, async ({ request }) => {
      const body = (await request.json()) as OnboardConfirmBody;
      return ok(
        body.authenticated
          ? onboardingSucceeded
          : {
              ...onboardingDeclined,
              msg: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
            },
      );
    }),
    mockEndpoint(endpoints.onboardCheckEmail, async ({ request }) => {
      const { email } = (await request.json()) as OnboardEmailCheckBody;
      const wanted = email.trim().toLowerCase();
      return ok({ email: wanted, available: !TAKEN_EMAILS.includes(wanted) });
    }),
    mockEndpoint(endpoints.onboardDone, () => ok(onboardingDone, 'Salon created successfully')),
    // The payment step's card form: the offline test-card field.
    mockEndpoint(getPaymentConfig, () => ok(offlinePaymentConfig)),
  ];
}

/** Failure answers for the error stories. */
export const onboardingFailures = {
  emailTaken: mockFailure(endpoints.onboardSignup, 409, 'An account with this email address already exists'),
  stylistEmailTaken: mockFailure(
    endpoints.onboardSignup,
    409,
    'A stylist with this email address already exists. Please enter different email address.',
  ),
};
