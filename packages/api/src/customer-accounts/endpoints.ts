import { endpoint } from '../contract';
import { UserInfo } from '../auth/schemas';
import { Empty } from '../shared/schemas';
import { SalonNameQuery } from '../website-settings/schemas';
import {
  ActivateAccountBody,
  ForgotPasswordBody,
  ForgotPasswordQuery,
  RegisterUserBody,
  ResetPasswordBody,
} from './schemas';

/**
 * Create Account on a salon's site: always 200 with `SIGNUP_CHECK_EMAIL` and no data, the same for a
 * known and an unknown e-mail (the e-mail then says what to do, as `userSignup`'s). The e-mailed link
 * opens `/salon/{salonName}/activate?token=…`, which calls `activateAccount`. Limited per client
 * address (429 `REGISTER_TOO_MANY`).
 */
export const registerUser = endpoint({
  method: 'POST',
  path: '/website/register-user',
  auth: 'none',
  query: SalonNameQuery,
  body: RegisterUserBody,
  data: Empty,
});

/**
 * The e-mailed link of a sign-up: creates the client account with the details given at sign-up and
 * signs it in (the answer is the session's userInfo, as login's). The link works once, within
 * `ACCOUNT_LINK_TTL_HOURS`; otherwise 400 `ACCOUNT_LINK_INVALID`. A phone taken meanwhile is 409.
 */
export const activateAccount = endpoint({
  method: 'POST',
  path: '/website/activate-account',
  auth: 'none',
  body: ActivateAccountBody,
  data: UserInfo,
});

/**
 * Password assistance: always 200 with `PASSWORD_ASSISTANCE_SENT`. With `?name=`, for an active customer
 * of the salon it e-mails a single-use link to `/salon/{salonName}/reset-password?token=…`; without it,
 * for an active member of staff (owner, manager, stylist, superadmin, admin; not clients or companies)
 * a link to the dashboard's `/reset-password?token=…`. Links expire after `RESET_LINK_TTL_MINUTES` and
 * earlier links of the account stop working. Limited per client address.
 */
export const forgotPassword = endpoint({
  method: 'PATCH',
  path: '/users/forgot-password',
  auth: 'none',
  query: ForgotPasswordQuery,
  body: ForgotPasswordBody,
  data: Empty,
});

/**
 * Set a new password with the e-mailed link's token: sets it, ends every session of the account and
 * uses the link up. An unknown, expired or used token answers 400 `RESET_LINK_INVALID`. Limited per
 * client address.
 */
export const resetPassword = endpoint({
  method: 'POST',
  path: '/users/reset-password',
  auth: 'none',
  body: ResetPasswordBody,
  data: Empty,
});

export const customerAccountEndpoints = { registerUser, activateAccount, forgotPassword, resetPassword };
