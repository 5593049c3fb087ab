import { SIGNUP_CHECK_EMAIL } from '@salon/api/auth/schemas';
import {
  activateAccount,
  forgotPassword,
  registerUser,
  resetPassword,
} from '@salon/api/customer-accounts/endpoints';
import {
  ACCOUNT_CREATED,
  ACCOUNT_LINK_TOO_MANY,
  FORGOT_TOO_MANY,
  PASSWORD_ASSISTANCE_SENT,
  PASSWORD_SET,
  REGISTER_TOO_MANY,
  RESET_TOO_MANY,
} from '@salon/api/customer-accounts/schemas';
import type { ContractRouter } from '../../http/contract-route';
import { byAddress, limitedBy, type Limits } from '../../http/rate-limit';
import type { StaffPasswordResetService } from '../accounts';
import { userAgentOf } from '../auth';
import type { CustomerAccountService } from './service';

/**
 * Public routes of customer accounts, and staff's own password reset (forgot-password without a salon),
 * each limited per client address.
 */
export function customerAccountRoutes(
  route: ContractRouter,
  service: CustomerAccountService,
  staff: StaffPasswordResetService,
  limits: Limits,
): void {
  const registerLimit = limits.limit('createAccount', REGISTER_TOO_MANY);
  const forgotLimit = limits.limit('forgotPassword', FORGOT_TOO_MANY);
  const resetLimit = limits.limit('resetPassword', RESET_TOO_MANY);
  route(
    registerUser,
    async ({ query, body }) => {
      await service.register(query.name, body);
      return { data: null, message: SIGNUP_CHECK_EMAIL };
    },
    limitedBy([registerLimit, byAddress]),
  );

  // The e-mailed link of a sign-up: a single-use token of 256 bits, stored hashed; limited as resets.
  const activateLimit = limits.limit('resetPassword', ACCOUNT_LINK_TOO_MANY);
  route(
    activateAccount,
    async ({ body, request }) => ({
      data: await service.activate(body.token, userAgentOf(request)),
      message: ACCOUNT_CREATED,
    }),
    limitedBy([activateLimit, byAddress]),
  );

  route(
    forgotPassword,
    async ({ query, body }) => {
      if (query.name === undefined) await staff.forgotPassword(body.email);
      else await service.forgotPassword(query.name, body);
      return { data: null, message: PASSWORD_ASSISTANCE_SENT };
    },
    limitedBy([forgotLimit, byAddress]),
  );

  route(
    resetPassword,
    async ({ body }) => {
      await service.resetPassword(body);
      return { data: null, message: PASSWORD_SET };
    },
    limitedBy([resetLimit, byAddress]),
  );
}
