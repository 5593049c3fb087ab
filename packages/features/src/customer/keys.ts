/** SWR keys of the public site's customer accounts (the profile is `sessionKeys.profile`, shared). */
export const customerKeys = {
  all: ['customer'] as const,
  login: ['customer', 'login'] as const,
  register: ['customer', 'register'] as const,
  forgotPassword: ['customer', 'forgot-password'] as const,
  resetPassword: ['customer', 'reset-password'] as const,
  logout: ['customer', 'logout'] as const,
};
