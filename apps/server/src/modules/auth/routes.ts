import {
  changePassword,
  exchangeSignInToken,
  getUserByToken,
  login,
  logout,
  logoutAllSessions,
  switchSalon,
} from '@salon/api/auth/endpoints';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';
import { SIGN_IN_TOKEN_TOO_MANY } from '@salon/api/auth/schemas';
import type { ContractRouter } from '../../http/contract-route';
import { byAddress, limitedBy, type Limits } from '../../http/rate-limit';
import { ProcessCounts } from '../../http/limit-counts';
import { LoginThrottle, type FailureStore } from './login-throttle';
import type { AuthService } from './service';

export interface AuthRouteOptions {
  /**
   * Failed sign-ins one account may have in `loginWindowMs` before it is guarded (an address may have
   * twice as many on any accounts); false disables the limit (tests). See LoginThrottle.
   */
  loginLimit: number | false;
  loginWindowMs: number;
  /** Where failures are counted: this process by default, Redis with several instances. */
  loginFailures?: FailureStore;
  /** The route limits (the hand-off's exchange counts as following a link: `resetPassword`'s rule). */
  limits?: Limits;
}

export function userAgentOf(request: FastifyRequest): string | null {
  return request.headers['user-agent']?.slice(0, 300) ?? null;
}

export function authRoutes(route: ContractRouter, auth: AuthService, options: AuthRouteOptions): void {
  const throttle =
    options.loginLimit === false
      ? null
      : new LoginThrottle(options.loginFailures ?? new ProcessCounts(), {
          accountMax: options.loginLimit,
          addressMax: options.loginLimit * 2,
          windowMs: options.loginWindowMs,
        });

  route(login, async ({ body, query, request }) => {
    // Only failures count (a successful sign-in costs nothing), per account and per address.
    const attempt = { email: body.email, address: request.ip };
    await throttle?.assertAllowed(attempt);
    try {
      return {
        data: await auth.login(body, userAgentOf(request), query),
        message: 'Login successful',
      };
    } catch (error) {
      if (error instanceof HttpError && error.code === 'invalid_credentials') await throttle?.failed(attempt);
      throw error;
    }
  });

  // The paid onboarding's hand-off: a single-use, short-lived token of 256 bits, stored hashed.
  const handoffLimit = options.limits?.limit('resetPassword', SIGN_IN_TOKEN_TOO_MANY) ?? null;
  route(
    exchangeSignInToken,
    async ({ body, request }) => ({
      data: await auth.exchangeSignInToken(body.token, userAgentOf(request)),
      message: 'Login successful',
    }),
    limitedBy([handoffLimit, byAddress]),
  );

  route(getUserByToken, async ({ viewer }) => ({ data: await auth.userInfo(viewer) }));

  route(changePassword, async ({ viewer, body }) => {
    await auth.changePassword(viewer, body);
    return { data: null, message: 'Password changed successfully' };
  });

  route(switchSalon, async ({ viewer, query, request }) => {
    const { info, salonName } = await auth.switchSalon(viewer, query.salonID, userAgentOf(request));
    return { data: info, message: `Switched to ${salonName}` };
  });

  route(logout, async ({ viewer }) => ({
    data: await auth.logout(viewer),
    message: 'Logged out successfully',
  }));

  route(logoutAllSessions, async ({ viewer }) => ({
    data: await auth.logoutAllSessions(viewer),
    message: 'Logged out of all sessions',
  }));
}
