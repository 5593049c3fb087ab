export const calendarFeedKeys = {
  all: ['calendar-feeds'] as const,
  /** The viewer's own address: keyed by the user. */
  own: (userId: string) => ['calendar-feeds', 'own', userId] as const,
  renew: ['calendar-feeds', 'renew'] as const,
  revoke: ['calendar-feeds', 'revoke'] as const,
};
