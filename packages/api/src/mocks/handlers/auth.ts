import * as auth from '../../auth/endpoints';
import { SIGN_IN_TOKEN_INVALID, SIGNUP_CHECK_EMAIL, type Profile } from '../../auth/schemas';
import { REGISTER_TOO_MANY } from '../../customer-accounts/schemas';
import type { Role } from '../../shared/schemas';
import { buildProfile, buildUserInfo, MOCK_SIGN_IN_TOKENS, salonOptions, SALON_TWO } from '../factories/auth';
import { fail, mockEndpoint, mockFailure, mockPending, ok } from '../http';

/** Handlers of the session area for a viewer of `role`; stories override single keys to show other states. */
export function authHandlers(role: Role = 'salon') {
  return [
    mockEndpoint(auth.login, () => ok(buildUserInfo(role), 'Login successful')),
    mockEndpoint(auth.getUser, () => ok(buildProfile(role))),
    mockEndpoint(auth.getUserByToken, () => ok(buildUserInfo(role))),
    mockEndpoint(auth.changePassword, () => ok(null, 'Password changed successfully')),
    mockEndpoint(auth.switchSalon, () =>
      ok(buildUserInfo('superadmin', { salon: SALON_TWO }), 'Salon switched to Second Salon'),
    ),
    // The same answer for a known and an unknown e-mail: the e-mail says what to do.
    mockEndpoint(auth.userSignup, () => ok(null, SIGNUP_CHECK_EMAIL)),
    // The onboarding's hand-off: `MOCK_SIGN_IN_TOKENS.valid` signs the new owner in once.
    mockEndpoint(auth.exchangeSignInToken, async ({ request }) => {
      const { token } = (await request.json()) as { token: string };
      return token === MOCK_SIGN_IN_TOKENS.valid
        ? ok(buildUserInfo('salon'), 'Login successful')
        : fail(400, SIGN_IN_TOKEN_INVALID, 'sign_in_token_invalid');
    }),
    mockEndpoint(auth.updateProfile, async ({ request }) => {
      // The saved profile echoes what was sent, as the server's would.
      const { services, ...fields } = (await request.json()) as Partial<Omit<Profile, 'services'>> & {
        services?: string[];
      };
      const current = buildProfile(role);
      const saved = services
        ? { services: (current.services ?? []).filter((service) => services.includes(service._id)) }
        : {};
      return ok(buildProfile(role, { ...fields, ...saved }), 'Profile updated successfully');
    }),
    mockEndpoint(auth.logout, () => ok({ revoked: 'current' as const }, 'Logged out')),
    mockEndpoint(auth.logoutAllSessions, () => ok({ revoked: 'all' as const }, 'Logged out of all sessions')),
    mockEndpoint(auth.getEnabledSalons, () => ok(salonOptions)),
  ];
}

export const authFailures = {
  loginWrongPassword: mockFailure(auth.login, 401, 'Invalid email or password'),
  getUserLoading: mockPending(auth.getUser),
  invalidToken: mockFailure(auth.getUser, 401, 'invalid_token', 'invalid_token'),
  salonsLoading: mockPending(auth.getEnabledSalons),
  signupTooMany: mockFailure(auth.userSignup, 429, REGISTER_TOO_MANY, 'rate_limited'),
  signInTokenPending: mockPending(auth.exchangeSignInToken),
  /** Sign-in that never answers: the form stays in its submitting state. */
  loginPending: mockPending(auth.login),
  /** A client (role `user`) signing in to the dashboard. */
  loginAsClient: mockEndpoint(auth.login, () => ok(buildUserInfo('user'), 'Login successful')),
  /** Any other 401 of the user-info call (an expired session). */
  getUserUnauthorized: mockFailure(auth.getUser, 401, 'Session expired, please sign in again'),
  /** The user-info call answering a client's profile. */
  getUserClient: mockEndpoint(auth.getUser, () => ok(buildProfile('user'))),
  switchSalonPending: mockPending(auth.switchSalon),
  changePasswordWrongCurrent: mockFailure(auth.changePassword, 400, 'Current password is incorrect'),
  updateProfileEmailTaken: mockFailure(auth.updateProfile, 409, 'This email address is already in use'),
  logoutFails: mockFailure(auth.logout, 500, 'Could not end the session'),
  /** The user-info call failing without ending the session. */
  getUserServerError: mockFailure(auth.getUser, 500, 'Could not load your profile'),
};
