import {
  changePassword,
  getUserByToken,
  login,
  logout,
  logoutAllSessions,
  switchSalon,
} from '@salon/api/auth/endpoints';
import type { LoginBody } from '@salon/api/auth/schemas';
import type { FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../../errors';
import type { ContractRouter } from '../../http/contract-route';
import type { AuthService } from './service';

export interface AuthRouteOptions {
  /** Login attempts allowed per IP and e-mail in `loginWindowMs`; false disables the limit (tests). */
  loginLimit: number | false;
  loginWindowMs: number;
}

function userAgentOf(request: FastifyRequest): string | null {
  return request.headers['user-agent']?.slice(0, 300) ?? null;
}

export function authRoutes(route: ContractRouter, auth: AuthService, options: AuthRouteOptions): void {
  route(
    login,
    async ({ body, request }) => ({
      data: await auth.login(body, userAgentOf(request)),
      message: 'Login successful',
    }),
    options.loginLimit === false
      ? {}
      : {
          rateLimit: {
            max: options.loginLimit,
            timeWindow: options.loginWindowMs,
            // After body parsing, so the key can hold the e-mail: one address cannot be brute-forced,
            // and one IP cannot lock everybody out.
            hook: 'preHandler',
            keyGenerator: (request) => {
              const email = (request.body as Partial<LoginBody> | undefined)?.email;
              return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
            },
            errorResponseBuilder: () =>
              new TooManyRequestsError('Too many login attempts, please try again later'),
          },
        },
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
