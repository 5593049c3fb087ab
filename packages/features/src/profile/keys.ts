export const profileKeys = {
  all: ['profile'] as const,
  update: ['profile', 'update'] as const,
  changePassword: ['profile', 'change-password'] as const,
  logoutAllSessions: ['profile', 'logout-all-sessions'] as const,
};
