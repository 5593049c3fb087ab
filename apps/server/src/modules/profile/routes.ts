import { getUser, updateProfile, userSignup } from '@salon/api/auth/endpoints';
import { SIGNUP_CHECK_EMAIL } from '@salon/api/auth/schemas';
import { REGISTER_TOO_MANY } from '@salon/api/customer-accounts/schemas';
import type { ContractRouter } from '../../http/contract-route';
import { byAddress, limitedBy, type Limits } from '../../http/rate-limit';
import type { UserService } from './service';

export function userRoutes(route: ContractRouter, users: UserService, limits: Limits): void {
  const signupLimit = limits.limit('userSignup', REGISTER_TOO_MANY);
  route(getUser, async ({ viewer }) => ({ data: await users.profile(viewer) }));

  route(updateProfile, async ({ viewer, body }) => ({
    data: await users.updateProfile(viewer, body),
    message: 'Profile updated successfully',
  }));

  route(
    userSignup,
    async ({ body }) => {
      await users.signup(body);
      return { data: null, message: SIGNUP_CHECK_EMAIL };
    },
    limitedBy([signupLimit, byAddress]),
  );
}
