export const authKeys = {
  all: ['auth'] as const,
  login: ['auth', 'login'] as const,
  signup: ['auth', 'user-signup'] as const,
  forgotPassword: ['auth', 'forgot-password'] as const,
  resetPassword: ['auth', 'reset-password'] as const,
};
