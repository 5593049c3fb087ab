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
  SignupResult,
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

export const userSignup = endpoint({
  method: 'POST',
  path: '/users/user-signup',
  auth: 'none',
  body: UserSignupBody,
  data: SignupResult,
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
  updateProfile,
  logout,
  logoutAllSessions,
  getEnabledSalons,
};
