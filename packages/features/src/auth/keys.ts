export const authKeys = {
  all: ['auth'] as const,
  login: ['auth', 'login'] as const,
  signup: ['auth', 'user-signup'] as const,
  enabledSalons: ['auth', 'enabled-salons'] as const,
};
