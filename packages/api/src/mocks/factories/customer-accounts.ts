import type { Profile, UserInfo } from '../../auth/schemas';
import { buildProfile, buildUserInfo } from './auth';

/** The URL name of the first demo salon, as the public site's calls send it. */
export const MOCK_SALON_NAME = 'demo-salon';

/** A signed-in customer of Demo Salon (role `user`), as login and Create Account answer. */
export function buildCustomerInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return buildUserInfo('user', {
    token: 'mock-token-customer',
    name: 'Chloe Customer',
    email: 'chloe.customer@example.com',
    ...overrides,
  });
}

/** The customer's profile (`GET /users/get-user`): what the booking form is prefilled with. */
export function buildCustomerProfile(overrides: Partial<Profile> = {}): Profile {
  return buildProfile('user', {
    name: 'Chloe Customer',
    email: 'chloe.customer@example.com',
    phone: '5550100177',
    gender: 'female',
    ...overrides,
  });
}

/** Tokens of password-reset links the mocks know (43 base64url characters, as the server's). */
export const MOCK_RESET_TOKENS = {
  valid: 'VALIDresetTOKENvalidRESETtokenVALIDreset001',
  /** Expired or already used: the mocks answer 400. */
  used: 'USEDresetTOKENusedRESETtokenUSEDresetTOKEN2',
} as const;

/** Sign-up links the mocks know: `valid` creates the account and signs it in; `used` answers 400. */
export const MOCK_ACCOUNT_LINK_TOKENS = {
  valid: 'VALIDaccountLINKvalidACCOUNTlinkVALIDacct01',
  used: 'USEDaccountLINKusedACCOUNTlinkUSEDaccountL2',
} as const;
