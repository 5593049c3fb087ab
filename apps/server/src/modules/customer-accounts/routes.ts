import type { RateLimitOptions } from '@fastify/rate-limit';
import { forgotPassword, registerUser, resetPassword } from '@salon/api/customer-accounts/endpoints';
import {
  ACCOUNT_CREATED,
  FORGOT_TOO_MANY,
  PASSWORD_ASSISTANCE_SENT,
  PASSWORD_SET,
  REGISTER_TOO_MANY,
  RESET_TOO_MANY,
} from '@salon/api/customer-accounts/schemas';
import { TooManyRequestsError } from '../../errors';
import type { ContractRouter } from '../../http/contract-route';
import type { StaffPasswordResetService } from '../accounts/staff-password-reset';
import { userAgentOf } from '../auth/routes';
import type { CustomerAccountService } from './service';

export interface AccountLimit {
  max: number;
  windowMs: number;
}

/** Anonymous writes allowed per client address and window, per route. */
export interface CustomerAccountLimits {
  register: AccountLimit;
  forgotPassword: AccountLimit;
  resetPassword: AccountLimit;
}

export const CUSTOMER_ACCOUNT_LIMITS: CustomerAccountLimits = {
  register: { max: 10, windowMs: 60 * 60 * 1000 },
  forgotPassword: { max: 5, windowMs: 15 * 60 * 1000 },
  resetPassword: { max: 10, windowMs: 15 * 60 * 1000 },
};

function limit(value: AccountLimit | undefined, message: string): { rateLimit?: RateLimitOptions } {
  if (!value) return {};
  return {
    rateLimit: {
      max: value.max,
      timeWindow: value.windowMs,
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: () => new TooManyRequestsError(message),
    },
  };
}

/**
 * Public routes of customer accounts, and staff's own password reset (forgot-password without a salon);
 * `limits` false turns the per-address limits off (tests).
 */
export function customerAccountRoutes(
  route: ContractRouter,
  service: CustomerAccountService,
  staff: StaffPasswordResetService,
  limits: CustomerAccountLimits | false,
): void {
  const on = limits === false ? undefined : limits;
  route(
    registerUser,
    async ({ query, body, request }) => ({
      data: await service.register(query.name, body, userAgentOf(request)),
      message: ACCOUNT_CREATED,
    }),
    limit(on?.register, REGISTER_TOO_MANY),
  );

  route(
    forgotPassword,
    async ({ query, body }) => {
      if (query.name === undefined) await staff.forgotPassword(body.email);
      else await service.forgotPassword(query.name, body);
      return { data: null, message: PASSWORD_ASSISTANCE_SENT };
    },
    limit(on?.forgotPassword, FORGOT_TOO_MANY),
  );

  route(
    resetPassword,
    async ({ body }) => {
      await service.resetPassword(body);
      return { data: null, message: PASSWORD_SET };
    },
    limit(on?.resetPassword, RESET_TOO_MANY),
  );
}
