export const profileKeys = {
  all: ['profile'] as const,
  update: ['profile', 'update'] as const,
  changePassword: ['profile', 'change-password'] as const,
  logoutAllSessions: ['profile', 'logout-all-sessions'] as const,
  cancelSubscription: ['profile', 'subscription', 'cancel'] as const,
  renewSubscription: ['profile', 'subscription', 'renew'] as const,
  billingHistory: ['profile', 'billing-history'] as const,
};
