import { namedKeys } from '../core/area-keys';
export const authKeys = {
  all: ['auth'] as const,
  signup: ['auth', 'user-signup'] as const,
  signInToken: ['auth', 'sign-in-token'] as const,
  ...namedKeys('auth', ['login', 'forgot-password', 'reset-password']),
};
