import type { FastifyRequest } from 'fastify';
import {
  onboardCheckEmail,
  onboardConfirm,
  onboardDone,
  onboardSignup,
} from '@salon/api/onboarding/endpoints';
import {
  ONBOARDING_EMAIL_CHECK_TOO_MANY,
  ONBOARDING_EMAIL_TOO_MANY,
  ONBOARDING_TOO_MANY,
} from '@salon/api/onboarding/schemas';
import type { ContractRouter } from '../../http/contract-route';
import { byAddress, limitedBy, type Limits } from '../../http/rate-limit';
import type { OnboardingService } from './service';

/** The owner's e-mail of a sign-up, read before validation (null when the body has none). */
function ownerEmailOf(request: FastifyRequest): string | null {
  const salon = (request.body as { salon?: { email?: unknown } } | null)?.salon;
  return typeof salon?.email === 'string' ? salon.email.trim().toLowerCase() : null;
}

export function onboardingRoutes(route: ContractRouter, onboarding: OnboardingService, limits: Limits): void {
  const perAddress = limits.limit('onboardingPerAddress', ONBOARDING_TOO_MANY);
  const perEmail = limits.limit('onboardingPerEmail', ONBOARDING_EMAIL_TOO_MANY);
  // Each sign-up holds its owner's e-mail until it is paid or swept: bounded per address and per e-mail.
  route(
    onboardSignup,
    async ({ body }) => {
      const result = await onboarding.signup(body);
      return { data: result, message: result.msg ?? 'Success' };
    },
    limitedBy([perAddress, byAddress], [perEmail, ownerEmailOf]),
  );

  // Checked as the owner or a stylist types an e-mail: it tells whether an e-mail has an account, so it
  // is limited per address (docs/decisions.md, "The wizard checks e-mails as they are typed").
  route(
    onboardCheckEmail,
    async ({ body }) => ({ data: await onboarding.checkEmail(body.email) }),
    limitedBy([limits.limit('emailCheck', ONBOARDING_EMAIL_CHECK_TOO_MANY), byAddress]),
  );

  route(onboardConfirm, async ({ body }) => ({ data: await onboarding.confirm(body) }));

  route(onboardDone, async ({ body }) => ({
    data: await onboarding.done(body),
    message: 'Salon created successfully',
  }));
}
