import { randomBytes } from 'node:crypto';
import { signupRequests } from '../../src/db/schema';
import { DEMO_SALON_ID, SECOND_SALON_ID } from '../../src/seed/demo-data';
import { PasswordResetRepository } from '../../src/modules/accounts/password-reset-repository';
import { hashResetToken } from '../../src/modules/accounts/password-reset-service';
import { ALL, type Matrix, type Scope } from './types';

/*
 * Customer accounts of the public sites: anyone may call them, signed in or not (a token is ignored).
 * `own` names Demo Salon, `other` the second salon; every call acts on its own new account or link.
 */
const PUBLIC = ALL(200, { anonymous: 200 });
const salonName = (scope: Scope) => (scope === 'own' ? 'demo-salon' : 'second-salon');
/** Clients whose passwords only these cases set (Daniel Kim, Lena Fischer). */
const RESET_TARGET = {
  own: { id: '0e5e0000-0000-4000-8000-000000000021', salonId: DEMO_SALON_ID },
  other: { id: '0e5e0000-0000-4000-8000-000000000023', salonId: SECOND_SALON_ID },
};
let accounts = 0;

export const customerAccountsMatrix: Matrix = {
  'POST /website/register-user': {
    request: (scope) => {
      accounts += 1;
      return {
        url: `/website/register-user?name=${salonName(scope)}`,
        payload: {
          name: 'Matrix Customer',
          email: `matrix.customer.${accounts}@accounts.example.com`,
          phone: String(7185550600 + accounts),
          password: 'Matrix7!pass',
        },
      };
    },
    own: PUBLIC,
    other: PUBLIC,
  },
  'PATCH /users/forgot-password': {
    request: (scope) => ({
      url: `/users/forgot-password?name=${salonName(scope)}`,
      payload: { email: scope === 'own' ? 'daniel.kim@example.com' : 'lena.fischer@example.com' },
    }),
    own: PUBLIC,
    other: PUBLIC,
  },
  'POST /website/activate-account': {
    // Each call follows a fresh sign-up link of its own.
    request: async (scope, t) => {
      accounts += 1;
      const token = randomBytes(32).toString('base64url');
      await t.container.db.insert(signupRequests).values({
        salonId: scope === 'own' ? DEMO_SALON_ID : SECOND_SALON_ID,
        name: 'Matrix Link',
        email: `matrix.link.${accounts}@accounts.example.com`,
        phone: String(7185550800 + accounts),
        passwordHash: 'not-a-hash',
        tokenHash: hashResetToken(token),
        linkExpiresAt: new Date(Date.now() + 3_600_000),
        status: 'sent',
      });
      return { url: '/website/activate-account', payload: { token } };
    },
    own: PUBLIC,
    other: PUBLIC,
  },
  'POST /users/reset-password': {
    // Each call uses a fresh link of its own.
    request: async (scope, t) => {
      const token = randomBytes(32).toString('base64url');
      await new PasswordResetRepository(t.container.db).issue(
        {
          userId: RESET_TARGET[scope].id,
          salonId: RESET_TARGET[scope].salonId,
          tokenHash: hashResetToken(token),
          expiresAt: new Date(Date.now() + 60 * 60_000),
        },
        async () => {},
      );
      return { url: '/users/reset-password', payload: { token, password: 'Matrix7!pass' } };
    },
    own: PUBLIC,
    other: PUBLIC,
  },
};
