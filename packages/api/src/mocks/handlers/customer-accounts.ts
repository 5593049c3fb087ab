import { login } from '../../auth/endpoints';
import type { LoginBody } from '../../auth/schemas';
import * as endpoints from '../../customer-accounts/endpoints';
import { SIGNUP_CHECK_EMAIL } from '../../auth/schemas';
import {
  ACCOUNT_CREATED,
  ACCOUNT_LINK_INVALID,
  FORGOT_TOO_MANY,
  NOT_A_CUSTOMER_CODE,
  PASSWORD_ASSISTANCE_SENT,
  PASSWORD_SET,
  REGISTER_TOO_MANY,
  RESET_LINK_INVALID,
  type ActivateAccountBody,
  type ResetPasswordBody,
} from '../../customer-accounts/schemas';
import {
  buildCustomerInfo,
  MOCK_ACCOUNT_LINK_TOKENS,
  MOCK_RESET_TOKENS,
} from '../factories/customer-accounts';
import { fail, mockEndpoint, mockFailure, mockPending, ok } from '../http';

/** The e-mail the mocks treat as a salon's staff (not a customer) on the site's sign-in. */
export const MOCK_STAFF_EMAIL = 'owner@example.com';

/**
 * Sign-in on a salon's public site (`POST /users/login?name=`): any e-mail is this salon's customer,
 * except `MOCK_STAFF_EMAIL`, which is refused as the server refuses non-customers.
 */
export const customerLoginHandler = mockEndpoint(login, async ({ request }) => {
  const { email } = (await request.json()) as LoginBody;
  if (email.trim().toLowerCase() === MOCK_STAFF_EMAIL) {
    return fail(403, 'Only customers of Demo Salon can sign in here', NOT_A_CUSTOMER_CODE);
  }
  return ok(buildCustomerInfo({ email: email.trim().toLowerCase() }), 'Login successful');
});

/** The customer-accounts area: Create Account, Password assistance and Set a new password. */
export function customerAccountHandlers() {
  return [
    // The same answer for a known and an unknown e-mail: the e-mail says what to do.
    mockEndpoint(endpoints.registerUser, () => ok(null, SIGNUP_CHECK_EMAIL)),
    mockEndpoint(endpoints.activateAccount, async ({ request }) => {
      const { token } = (await request.json()) as ActivateAccountBody;
      return token === MOCK_ACCOUNT_LINK_TOKENS.valid
        ? ok(buildCustomerInfo(), ACCOUNT_CREATED)
        : fail(400, ACCOUNT_LINK_INVALID, 'account_link_invalid');
    }),
    mockEndpoint(endpoints.forgotPassword, () => ok(null, PASSWORD_ASSISTANCE_SENT)),
    mockEndpoint(endpoints.resetPassword, async ({ request }) => {
      const { token } = (await request.json()) as ResetPasswordBody;
      return token === MOCK_RESET_TOKENS.valid ? ok(null, PASSWORD_SET) : fail(400, RESET_LINK_INVALID);
    }),
  ];
}

export const customerAccountFailures = {
  loginWrongPassword: mockFailure(login, 401, 'Invalid email or password'),
  loginPending: mockPending(login),
  registerTooMany: mockFailure(endpoints.registerUser, 429, REGISTER_TOO_MANY, 'rate_limited'),
  activatePending: mockPending(endpoints.activateAccount),
  registerPending: mockPending(endpoints.registerUser),
  forgotTooMany: mockFailure(endpoints.forgotPassword, 429, FORGOT_TOO_MANY, 'rate_limited'),
  resetInvalid: mockFailure(endpoints.resetPassword, 400, RESET_LINK_INVALID),
};
