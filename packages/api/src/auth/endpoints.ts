import { endpoint } from '../contract';
import { Empty } from '../shared/schemas';
import {
  ChangePasswordBody,
  LoginBody,
  LoginQuery,
  Profile,
  ProfileUpdateBody,
  SalonOptions,
  SessionsRevoked,
  SignInTokenBody,
  SwitchSalonQuery,
  UserInfo,
  UserSignupBody,
} from './schemas';

export const login = endpoint({
  method: 'POST',
  path: '/users/login',
  auth: 'none',
  query: LoginQuery,
  body: LoginBody,
  data: UserInfo,
  // A wrong password or a disabled account; repeated failures are throttled (LoginThrottle).
  failures: [401, 403, 429],
});

/** The signed-in user's profile (the "user info" the admin loads on every page). */
export const getUser = endpoint({ method: 'GET', path: '/users/get-user', auth: 'token', data: Profile });

/** The session's userInfo, re-read from the token (fresh name, photo and salon). */
export const getUserByToken = endpoint({
  method: 'GET',
  path: '/users/get-user-by-token',
  auth: 'token',
  data: UserInfo,
});

export const changePassword = endpoint({
  method: 'PATCH',
  path: '/users/change-password',
  auth: 'token',
  body: ChangePasswordBody,
  data: Empty,
});

export const switchSalon = endpoint({
  method: 'PATCH',
  path: '/users/update-salon-for-superadmin',
  auth: 'token',
  query: SwitchSalonQuery,
  data: UserInfo,
});

/**
 * A client signs up with a salon: always 200 with `SIGNUP_CHECK_EMAIL` and no data, whether or not the
 * e-mail has an account. An unknown e-mail gets a link that creates the account (`activateAccount`),
 * a known one an e-mail saying it has an account, with sign-in and password-reset links.
 */
export const userSignup = endpoint({
  method: 'POST',
  path: '/users/user-signup',
  auth: 'none',
  body: UserSignupBody,
  data: Empty,
});

/**
 * The admin app exchanges the onboarding's one-time hand-off token for the new owner's session. The
 * token works once, within `SIGN_IN_TOKEN_TTL_MINUTES`; otherwise 400 `SIGN_IN_TOKEN_INVALID`.
 */
export const exchangeSignInToken = endpoint({
  method: 'POST',
  path: '/users/sign-in-token',
  auth: 'none',
  body: SignInTokenBody,
  data: UserInfo,
});

export const updateProfile = endpoint({
  method: 'PATCH',
  path: '/users/update-profile',
  auth: 'token',
  body: ProfileUpdateBody,
  data: Profile,
});

/** Ends the current session (the sidebar's Log Out). */
export const logout = endpoint({
  method: 'POST',
  path: '/users/logout',
  auth: 'token',
  data: SessionsRevoked,
});

/** Ends every session of the signed-in user, on every device. */
export const logoutAllSessions = endpoint({
  method: 'POST',
  path: '/users/logout-all-sessions',
  auth: 'token',
  data: SessionsRevoked,
});

/** Enabled salons as options: the superadmin's switcher and the sign-up page. */
export const getEnabledSalons = endpoint({
  method: 'GET',
  path: '/salon/get-enable-salon',
  auth: 'optional',
  data: SalonOptions,
});

export const authEndpoints = {
  login,
  getUser,
  getUserByToken,
  changePassword,
  switchSalon,
  userSignup,
  exchangeSignInToken,
  updateProfile,
  logout,
  logoutAllSessions,
  getEnabledSalons,
};
